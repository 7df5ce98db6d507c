import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../lib/cart';
import { PaymentArea } from './payment-area';

// The payment failure texts of SPEC.md section 8, shown as 'Error: {message}'.

afterEach(() => {
  vi.unstubAllGlobals();
});

const items: CartItem[] = [
  {
    _id: 'p1',
    name: 'Tee',
    description: '',
    price: 29.99,
    images: [],
    catagory: 'Apparel',
    subCatagory: null,
    quantity: 1,
    videoId: 'v1',
    videoClaim: 'claim-of-v1',
  },
];
const shipping = {
  name: 'Ada',
  email: 'ada@example.com',
  address: '1 Way',
  city: 'London',
  state: 'LDN',
  postalCode: 'N1',
  country: 'UK',
  phone: '+44 20 0000 0000',
};
const testMode = {
  deliveryFee: 5,
  deliveryFeeCents: 500,
  currency: 'USD',
  paymentProvider: 'test' as const,
  paypalClientId: null,
};

const checkouts: unknown[] = [];

function renderPayment(captureAnswer: () => Promise<Response>) {
  const onPaid = vi.fn();
  checkouts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input !== '/api/shop/checkout') return captureAnswer();
      checkouts.push(JSON.parse(String(init?.body)));
      return Response.json({ orderID: 'TEST-1', amount: '34.99' }, { status: 201 });
    }),
  );
  render(
    <PaymentArea settings={testMode} items={items} getShipping={async () => shipping} onPaid={onPaid} />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pay with test provider (test mode)' }));
  return onPaid;
}

describe('payment area', () => {
  it('reports success to the cart', async () => {
    const onPaid = renderPayment(async () => Response.json({ message: 'Payment Successful' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    // The line's video goes along with the claim of its add (ADR 0023); prices do not.
    expect(checkouts).toEqual([
      {
        cartItems: [{ _id: 'p1', quantity: 1, videoId: 'v1', videoClaim: 'claim-of-v1' }],
        shippingInfo: shipping,
      },
    ]);
  });

  it("shows the backend's message", async () => {
    const onPaid = renderPayment(async () =>
      Response.json({ code: 'CONFLICT', message: 'The payment was not completed.' }, { status: 409 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error: The payment was not completed.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("says 'Payment failed.' when the backend gave no message", async () => {
    renderPayment(async () => new Response('Bad gateway', { status: 502 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Payment failed.');
  });

  it("says 'Something went wrong. Try again.' when the request could not be made", async () => {
    renderPayment(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Something went wrong. Try again.');
  });
});
