import type { ShippingInfo } from '@reelboard/shared/checkout';
import type { CartItem } from '../../lib/cart';
import { ApiError, requestJson } from '../../lib/http';
import { getAccessToken } from '../../lib/session';

// The texts of SPEC.md section 8 for payments; a failure is shown as 'Error: {message}'.
export const PAYMENT_MESSAGES = {
  approvalFailed: 'PayPal approval failed. Please try again.',
  checkoutFailed: 'PayPal checkout failed. Please try again.',
  paymentFailed: 'Payment failed.',
  unexpected: 'Something went wrong. Try again.',
} as const;

const buyerHeaders = (): Record<string, string> => {
  const token = getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Starts a checkout; the server prices the cart and answers with the payment order's id. */
export async function startCheckout(items: readonly CartItem[], shippingInfo: ShippingInfo) {
  return requestJson<{ orderID: string; amount: string }>('/api/shop/checkout', {
    method: 'POST',
    headers: buyerHeaders(),
    body: {
      cartItems: items.map((item) => ({
        _id: item._id,
        variantId: item.variantId ?? undefined,
        quantity: item.quantity,
        videoId: item.videoId,
        videoClaim: item.videoClaim,
      })),
      shippingInfo,
    },
  });
}

/** Sends the approved order to the backend, which captures the payment (SPEC.md section 7). */
export function submitOrder(payload: {
  orderID: string;
  shippingInfo: ShippingInfo;
  amount: string;
  cartItems: readonly CartItem[];
}) {
  return requestJson<{ message: string; orderId: string; amount: string }>('/api/shop/orders', {
    method: 'POST',
    body: payload,
  });
}

/** The backend's message when it answered with one ('Payment failed.' if it gave none). */
export function paymentErrorMessage(error: unknown, otherwise: string): string {
  if (error instanceof ApiError) {
    return error.message.startsWith('Request failed') ? PAYMENT_MESSAGES.paymentFailed : error.message;
  }
  return otherwise;
}
