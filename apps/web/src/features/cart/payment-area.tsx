import type { ShippingInfo } from '@reelboard/shared/checkout';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import type { CartItem } from '../../lib/cart';
import type { ShopSettings } from './api/shop-settings';
import { PAYMENT_MESSAGES, paymentErrorMessage, startCheckout, submitOrder } from './checkout-api';
import { PayPalButtons } from './paypal-buttons';

type Props = {
  settings: ShopSettings;
  items: readonly CartItem[];
  /** The shipping form's values when valid; null (with the form showing why) otherwise. */
  getShipping: () => Promise<ShippingInfo | null>;
  onPaid: () => void;
};

// The wallet area: PayPal's buttons when the server has PayPal credentials, otherwise the
// built-in test provider's button. Both run the same server flow: the server prices the
// cart and creates the payment order, then captures it after approval.
export function PaymentArea({ settings, items, getShipping, onPaid }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<{ amount: string; shippingInfo: ShippingInfo } | null>(null);

  async function payWithTestProvider() {
    setError(null);
    const shippingInfo = await getShipping();
    if (!shippingInfo) return;
    setBusy(true);
    try {
      const order = await startCheckout(items, shippingInfo);
      await submitOrder({ orderID: order.orderID, shippingInfo, amount: order.amount, cartItems: items });
      onPaid();
    } catch (failure) {
      setError(paymentErrorMessage(failure, PAYMENT_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-3" aria-label="Payment">
      {settings.paymentProvider === 'paypal' && settings.paypalClientId ? (
        <PayPalButtons
          clientId={settings.paypalClientId}
          createOrder={async () => {
            setError(null);
            const shippingInfo = await getShipping();
            if (!shippingInfo) throw new Error('The shipping form is incomplete.');
            try {
              const order = await startCheckout(items, shippingInfo);
              setStarted({ amount: order.amount, shippingInfo });
              return order.orderID;
            } catch (failure) {
              setError(PAYMENT_MESSAGES.checkoutFailed);
              throw failure;
            }
          }}
          onApprove={async ({ orderID }) => {
            if (!started) return setError(PAYMENT_MESSAGES.approvalFailed);
            try {
              await submitOrder({ orderID, ...started, cartItems: items });
              onPaid();
            } catch (failure) {
              setError(paymentErrorMessage(failure, PAYMENT_MESSAGES.approvalFailed));
            }
          }}
          onError={() => setError((current) => current ?? PAYMENT_MESSAGES.checkoutFailed)}
        />
      ) : (
        <>
          <Button size="lg" className="w-full" disabled={busy} onClick={payWithTestProvider}>
            {busy ? 'Processing...' : 'Pay with test provider (test mode)'}
          </Button>
          <p className="text-xs text-slate-500">
            Test mode: no payment provider is configured, so no money is charged.
          </p>
        </>
      )}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          Error: {error}
        </p>
      ) : null}
    </section>
  );
}
