import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for PayPal's REST API (OAuth token, Orders v2 create/capture,
// Payments v2 capture refunds,
// verify-webhook-signature) with PayPal's request and response shapes, so that the PayPal
// provider is tested without the internet. Like PayPal, it answers a repeated
// PayPal-Request-Id with the first response instead of acting again.

type FakeOrder = {
  id: string;
  referenceId: string;
  amount: { currency_code: string; value: string };
  approved: boolean;
  // What the capture will report; a test sets this to make a capture not complete.
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED';
  // A capture for a different amount than the order's (PayPal should never do this).
  captureValue?: string;
  captureId?: string;
};

const newId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

export async function startFakePayPal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}) {
  const signingSecret = randomBytes(16).toString('hex');
  const token = `A21AA${randomBytes(12).toString('hex')}`;
  const orders = new Map<string, FakeOrder>();
  const responses = new Map<string, { status: number; body: unknown }>();
  const calls = { token: 0, create: 0, capture: 0, verify: 0, refund: 0 };
  // Refunded cents by capture id.
  const refunds = new Map<string, number>();
  const createRequests: unknown[] = [];

  // An order as PayPal shows it, with its capture once there is one.
  function orderBody(order: FakeOrder) {
    const amount = { ...order.amount, value: order.captureValue ?? order.amount.value };
    const captures = order.captureId
      ? [{ id: order.captureId, status: order.captureStatus, amount, final_capture: true }]
      : [];
    return {
      id: order.id,
      status:
        order.captureId && order.captureStatus === 'COMPLETED'
          ? 'COMPLETED'
          : order.approved
            ? 'APPROVED'
            : 'CREATED',
      purchase_units: [{ reference_id: order.referenceId, amount: order.amount, payments: { captures } }],
    };
  }

  const digest = (event: unknown) => createHash('sha256').update(JSON.stringify(event)).digest('hex');
  const signature = (id: string, time: string, webhookId: string, event: unknown) =>
    createHmac('sha256', signingSecret)
      .update(`${id}|${time}|${webhookId}|${digest(event)}`)
      .digest('base64');

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function handle(method: string, url: string, headers: IncomingMessage['headers'], raw: string) {
    if (method === 'POST' && url === '/v1/oauth2/token') {
      calls.token++;
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          expires_in: 32400,
        },
      };
    }
    if (headers.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (method === 'POST' && url === '/v2/checkout/orders') {
      calls.create++;
      createRequests.push(body);
      const unit = (body.purchase_units as { reference_id: string; amount: FakeOrder['amount'] }[])[0];
      if (body.intent !== 'CAPTURE' || !unit) {
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
        };
      }
      const order: FakeOrder = {
        id: newId(),
        referenceId: unit.reference_id,
        amount: unit.amount,
        approved: false,
        captureStatus: 'COMPLETED',
      };
      orders.set(order.id, order);
      return {
        status: 201,
        body: {
          id: order.id,
          status: 'CREATED',
          links: [
            {
              href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
              rel: 'approve',
              method: 'GET',
            },
          ],
        },
      };
    }
    const show = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url);
    if (method === 'GET' && show) {
      const order = orders.get(decodeURIComponent(show[1] as string));
      if (!order)
        return {
          status: 404,
          body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        };
      return { status: 200, body: orderBody(order) };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
    if (method === 'POST' && capture) {
      const order = orders.get(decodeURIComponent(capture[1] as string));
      if (!order)
        return {
          status: 404,
          body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        };
      if (!order.approved) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        };
      }
      if (order.captureId) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
        };
      }
      calls.capture++;
      order.captureId = newId();
      return { status: 201, body: orderBody(order) };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url);
    if (method === 'POST' && refund) {
      const captureId = decodeURIComponent(refund[1] as string);
      const order = [...orders.values()].find((candidate) => candidate.captureId === captureId);
      if (!order)
        return {
          status: 404,
          body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        };
      const amount = body.amount as { value?: string } | undefined;
      const cents = Math.round(Number(amount?.value ?? order.amount.value) * 100);
      const given = refunds.get(captureId) ?? 0;
      if (given + cents > Math.round(Number(order.amount.value) * 100)) {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
        };
      }
      calls.refund++;
      refunds.set(captureId, given + cents);
      return {
        status: 201,
        body: {
          id: newId(),
          status: 'COMPLETED',
          amount: { currency_code: order.amount.currency_code, value: (cents / 100).toFixed(2) },
        },
      };
    }
    if (method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
      calls.verify++;
      const expected = signature(
        String(body.transmission_id),
        String(body.transmission_time),
        options.webhookId,
        body.webhook_event,
      );
      const valid = body.webhook_id === options.webhookId && body.transmission_sig === expected;
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  }

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${request.url} ${requestId}` : undefined;
    const stored = key ? responses.get(key) : undefined;
    if (stored) return send(response, stored.status, stored.body);
    const answer = handle(request.method ?? 'GET', request.url ?? '/', request.headers, raw);
    if (key && answer.status < 500) responses.set(key, answer);
    send(response, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    createRequests,
    order: (id: string) => orders.get(id),
    /** Cents refunded so far on a capture. */
    refunded: (captureId: string) => refunds.get(captureId) ?? 0,
    approve(id: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no fake order ${id}`);
      order.approved = true;
      return order;
    },
    /** Headers PayPal would send with this event, signed for the configured webhook. */
    signedHeaders(event: unknown, webhookId = options.webhookId) {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url':
          'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'paypal-transmission-id': id,
        'paypal-transmission-sig': signature(id, time, webhookId, event),
        'paypal-transmission-time': time,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
