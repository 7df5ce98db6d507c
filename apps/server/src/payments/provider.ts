// A payment provider is a plug-in (as in Medusa): the shop service decides what an order
// costs and when it is paid; a provider only creates a payment order for an amount and
// captures it. Amounts are integer cents.

type ProviderName = 'test' | 'paypal';

export type CaptureResult = {
  // The capture's status as the provider words it: COMPLETED, PENDING, DECLINED, ...
  status: string;
  captureId: string | null;
  amountCents: number | null;
  currency: string | null;
};

// A refund as the provider words it: COMPLETED, or PENDING while the bank catches up.
export type RefundResult = { refundId: string; status: string };

// Webhook deliveries the shop acts on, already verified and reduced to what matters.
export type PaymentEvent = {
  eventId: string;
  eventType: string;
  providerOrderId: string | null;
  capture: CaptureResult | null;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public id the browser's wallet buttons need (PayPal's client id), if any. */
  readonly publicClientId: string | null;
  createOrder(input: {
    orderId: string;
    amountCents: number;
    currency: string;
  }): Promise<{ providerOrderId: string }>;
  /**
   * Captures once: a repeated call with the same requestId answers with the first result
   * (a retry after a crash cannot charge twice). The shop gives a new requestId only after
   * it recorded the provider's previous answer, so that a refused capture can be retried.
   */
  captureOrder(input: { providerOrderId: string; requestId: string }): Promise<CaptureResult>;
  /**
   * Gives back part or all of a captured payment. Idempotent like captureOrder: a repeated
   * call with the same requestId answers with the first refund instead of refunding again.
   * Throws PaymentProviderError when the provider refuses (more than is left, say).
   */
  refundCapture(input: {
    captureId: string;
    amountCents: number;
    currency: string;
    requestId: string;
  }): Promise<RefundResult>;
  /** Undefined when the delivery cannot be verified as coming from the provider. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<PaymentEvent | undefined>;
}

// The provider could not be reached or answered something unexpected; nothing was paid.
export class PaymentProviderError extends Error {}
