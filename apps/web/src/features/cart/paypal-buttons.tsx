import { useEffect, useRef } from 'react';

// PayPal's wallet buttons from its JS SDK (loaded from paypal.com at run time, so only when
// PayPal is configured). A failure to load is only logged (SPEC.md section 8).
type PayPalButtonsOptions = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
  style?: Record<string, string>;
};
type PayPalNamespace = {
  Buttons: (options: PayPalButtonsOptions) => { render: (el: HTMLElement) => Promise<void> };
};

let sdk: Promise<PayPalNamespace> | undefined;

function loadSdk(clientId: string): Promise<PayPalNamespace> {
  sdk ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD&intent=capture`;
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal SDK loaded without window.paypal'));
    };
    script.onerror = () => {
      sdk = undefined;
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

export function PayPalButtons({ clientId, ...options }: { clientId: string } & PayPalButtonsOptions) {
  const container = useRef<HTMLDivElement>(null);
  // The SDK keeps the callbacks it was given; route them through a ref to see fresh state.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    let cancelled = false;
    loadSdk(clientId)
      .then((paypal) => {
        if (cancelled || !container.current) return;
        container.current.replaceChildren();
        return paypal
          .Buttons({
            style: { layout: 'vertical', shape: 'rect' },
            createOrder: () => latest.current.createOrder(),
            onApprove: (data) => latest.current.onApprove(data),
            onError: (error) => latest.current.onError(error),
          })
          .render(container.current);
      })
      .catch((error: unknown) => console.error('PayPal SDK could not be loaded', error));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={container} data-testid="paypal-buttons" />;
}
