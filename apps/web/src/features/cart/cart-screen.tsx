import { zodResolver } from '@hookform/resolvers/zod';
import { lineKey, subtotalCents, totalCents } from '@reelboard/shared/cart';
import { type ShippingInfo, shippingInfoSchema } from '@reelboard/shared/checkout';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAppConfig } from '../../lib/app-config';
import { useCart } from '../../lib/cart';
import { formatPrice } from '../../lib/money';
import { SHOP_SETTINGS } from './api/shop-settings';
import { CartLineRow } from './cart-line';
import { PaymentArea } from './payment-area';
import { ShippingForm } from './shipping-form';
import { useFreshCart } from './use-fresh-cart';

const emptyShipping: ShippingInfo = {
  name: '',
  email: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
};

export function CartScreen() {
  const cart = useCart();
  const problems = useFreshCart(cart.items);
  const config = useAppConfig();
  // The delivery fee is a server setting (SPEC.md section 9), not a constant of the page.
  const [{ data }] = useQuery({ query: SHOP_SETTINGS });
  const settings = data?.shopSettings;
  const [paid, setPaid] = useState(false);
  const form = useForm<ShippingInfo>({
    resolver: zodResolver(shippingInfoSchema),
    defaultValues: emptyShipping,
    mode: 'onTouched',
  });

  const getShipping = async () => {
    const valid = await form.trigger(undefined, { shouldFocus: true });
    return valid ? shippingInfoSchema.parse(form.getValues()) : null;
  };

  const fee = settings ? settings.deliveryFeeCents : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Your Cart</h1>
      {paid ? (
        <div role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
          <h2 className="text-xl font-semibold text-emerald-800">Payment Successful</h2>
          <p className="mt-1 text-emerald-700">
            Thank you for your order. A confirmation is on its way by e-mail.
          </p>
        </div>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="mt-6 space-y-4">
          <p className="text-slate-600">Your cart is empty</p>
          <Link to="/shop" className={buttonClasses('outline')}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-8">
            <Card className="px-4">
              <ul className="divide-y divide-slate-200">
                {cart.items.map((item) => (
                  <CartLineRow
                    key={lineKey(item)}
                    item={item}
                    problem={problems.get(lineKey(item)) ?? null}
                    onQuantity={(value) => cart.setQuantity(lineKey(item), value)}
                    onRemove={() => cart.remove(lineKey(item))}
                  />
                ))}
              </ul>
            </Card>
            <Card className="p-6">
              <h2 className="mb-4 text-lg font-semibold text-slate-900">Shipping Information</h2>
              <ShippingForm form={form} />
            </Card>
          </div>
          <Card className="h-fit space-y-4 p-6">
            <h2 className="text-lg font-semibold text-slate-900">Order Summary</h2>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">Subtotal</dt>
                <dd data-testid="cart-subtotal">{formatPrice(subtotalCents(cart.items), true)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600">Delivery Fee</dt>
                <dd data-testid="cart-delivery-fee">{fee === null ? '…' : formatPrice(fee, true)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd data-testid="cart-total">
                  {fee === null ? '…' : formatPrice(totalCents(cart.items, fee), true)}
                </dd>
              </div>
            </dl>
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
              All sales are final. For questions about your order, contact{' '}
              {config ? (
                <a className="font-medium underline" href={`mailto:${config.supportEmail}`}>
                  {config.supportEmail}
                </a>
              ) : (
                'our support team'
              )}
              .
            </p>
            {settings ? (
              <PaymentArea
                settings={settings}
                items={cart.items}
                getShipping={getShipping}
                onPaid={() => {
                  cart.clear();
                  form.reset(emptyShipping);
                  setPaid(true);
                }}
              />
            ) : null}
          </Card>
        </div>
      )}
    </div>
  );
}
