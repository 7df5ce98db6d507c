import client from 'prom-client';

// Prometheus metrics for /metrics: process defaults plus request counts and latencies.
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'reelboard_http_request_duration_seconds',
    help: 'HTTP request latency by route and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
  };
}
