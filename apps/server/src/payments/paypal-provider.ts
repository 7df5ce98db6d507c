import { centsFromAmount, formatCents } from '@reelboard/shared/cart';
import {
  type CaptureResult,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
} from './provider.ts';

// PayPal Orders v2 over its REST API with plain fetch (ADR 0007): an OAuth
// client-credentials token, create order (intent CAPTURE), capture with a
// PayPal-Request-Id so that a retried capture returns the first result instead of
// charging again, and webhook deliveries checked with PayPal's verify-webhook-signature.

type PayPalOptions = {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | undefined;
  fetch?: typeof fetch;
};

type Money = { currency_code?: string; value?: string };
type Capture = { id?: string; status?: string; amount?: Money };
type OrderResponse = {
  id?: string;
  status?: string;
  purchase_units?: { payments?: { captures?: Capture[] } }[];
};

const TIMEOUT_MS = 15_000;
const PROVIDER_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

function captureResult(capture: Capture | undefined, fallbackStatus: string): CaptureResult {
  return {
    status: capture?.status ?? fallbackStatus,
    captureId: capture?.id ?? null,
    amountCents:
      capture?.amount?.value === undefined ? null : (centsFromAmount(capture.amount.value) ?? null),
    currency: capture?.amount?.currency_code ?? null,
  };
}

const firstCapture = (order: OrderResponse) =>
  captureResult(order.purchase_units?.[0]?.payments?.captures?.[0], order.status ?? 'UNKNOWN');

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await doFetch(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token) {
      throw new PaymentProviderError(`PayPal refused the credentials (HTTP ${response.status}).`);
    }
    // Renew a minute early so that a token never expires in flight.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
    };
    return token.value;
  }

  // A POST with a JSON body, or a GET when body is undefined.
  async function call(path: string, body: unknown, extraHeaders: Record<string, string> = {}) {
    const response = await doFetch(`${options.apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, ok: response.ok, json };
  }

  return {
    name: 'paypal',
    publicClientId: options.clientId,

    async createOrder({ orderId, amountCents, currency }) {
      const { ok, status, json } = await call(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: orderId,
              custom_id: orderId,
              amount: { currency_code: currency, value: formatCents(amountCents) },
            },
          ],
        },
        { 'PayPal-Request-Id': `reelboard-create-${orderId}`, Prefer: 'return=minimal' },
      );
      const id = (json as OrderResponse).id;
      if (!ok || typeof id !== 'string' || !PROVIDER_ORDER_ID.test(id)) {
        throw new PaymentProviderError(`PayPal did not create the order (HTTP ${status}).`);
      }
      return { providerOrderId: id };
    },

    async captureOrder({ providerOrderId, requestId }) {
      if (!PROVIDER_ORDER_ID.test(providerOrderId))
        throw new PaymentProviderError('Invalid PayPal order id.');
      const { ok, status, json } = await call(
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        {},
        { 'PayPal-Request-Id': `reelboard-capture-${requestId}`, Prefer: 'return=representation' },
      );
      if (ok) return firstCapture(json as OrderResponse);
      // 422 names why the capture could not happen (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED, ...).
      const issue = (json as { details?: { issue?: string }[] }).details?.[0]?.issue;
      // Captured by an earlier attempt (whose answer said PENDING, say): ask for the order's state.
      if (status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        const current = await call(`/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`, undefined);
        if (current.ok) return firstCapture(current.json as OrderResponse);
      }
      if (status === 422 && issue) return captureResult(undefined, issue);
      throw new PaymentProviderError(`PayPal capture failed (HTTP ${status}).`);
    },

    // Payments v2 refund of a capture, for an amount (partial refunds add up at PayPal).
    async refundCapture({ captureId, amountCents, currency, requestId }) {
      if (!PROVIDER_ORDER_ID.test(captureId)) throw new PaymentProviderError('Invalid PayPal capture id.');
      const { ok, status, json } = await call(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        { amount: { currency_code: currency, value: formatCents(amountCents) } },
        { 'PayPal-Request-Id': `reelboard-refund-${requestId}`, Prefer: 'return=representation' },
      );
      const refund = json as { id?: string; status?: string };
      if (
        ok &&
        typeof refund.id === 'string' &&
        refund.status !== 'FAILED' &&
        refund.status !== 'CANCELLED'
      ) {
        return { refundId: refund.id, status: refund.status ?? 'PENDING' };
      }
      const issue = (json as { details?: { issue?: string }[] }).details?.[0]?.issue;
      throw new PaymentProviderError(`PayPal refused the refund (${issue ?? `HTTP ${status}`}).`);
    },

    async verifyWebhook(headers, body) {
      if (!options.webhookId || typeof body !== 'object' || body === null) return undefined;
      const fields = {
        auth_algo: header(headers, 'paypal-auth-algo'),
        cert_url: header(headers, 'paypal-cert-url'),
        transmission_id: header(headers, 'paypal-transmission-id'),
        transmission_sig: header(headers, 'paypal-transmission-sig'),
        transmission_time: header(headers, 'paypal-transmission-time'),
      };
      if (Object.values(fields).some((value) => value === undefined)) return undefined;
      const { ok, json } = await call('/v1/notifications/verify-webhook-signature', {
        ...fields,
        webhook_id: options.webhookId,
        webhook_event: body,
      });
      if (!ok || json.verification_status !== 'SUCCESS') return undefined;
      const event = body as {
        id?: unknown;
        event_type?: unknown;
        resource?: Capture & { supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return undefined;
      const isCapture = event.event_type.startsWith('PAYMENT.CAPTURE.');
      const isOrder = event.event_type.startsWith('CHECKOUT.ORDER.');
      return {
        eventId: event.id,
        eventType: event.event_type,
        providerOrderId:
          event.resource?.supplementary_data?.related_ids?.order_id ??
          (isOrder ? (event.resource?.id ?? null) : null),
        capture: isCapture ? captureResult(event.resource, 'UNKNOWN') : null,
      } satisfies PaymentEvent;
    },
  };
}
