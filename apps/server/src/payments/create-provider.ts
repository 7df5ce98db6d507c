import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createPayPalProvider } from './paypal-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';

// PayPal when its credentials are configured, otherwise the built-in test provider.
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.paypal ? createPayPalProvider(config.paypal) : createTestPaymentProvider(db);
}
