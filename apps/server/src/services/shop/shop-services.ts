import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createPaymentProvider } from '../../payments/create-provider.ts';
import type { Changes } from '../../realtime/changes.ts';
import type { Secrets } from '../../secrets.ts';
import type { Storage } from '../../storage/storage.ts';
import type { NotificationTriggers } from '../notifications/notification-triggers.ts';
import { createCartClaims } from './cart-claims.ts';
import { createCatalogueService } from './catalogue-service.ts';
import { createOrderService } from './order-service.ts';
import { createShopService } from './shop-service.ts';

// The shop: its catalogue, checkout and the orders after it, over one payment provider
// (PayPal, or the test mode of ARCHITECTURE.md).
export function createShopServices(deps: {
  config: Config;
  secrets: Pick<Secrets, 'authSecret'>;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  changes: Changes;
  notify: Pick<NotificationTriggers, 'orderStatusChanged'>;
}) {
  const { config, db, mailer, notify, changes, storage } = deps;
  // Signed at a counted add to cart from a video, required at checkout to attribute the line.
  const cartClaims = createCartClaims({ secret: deps.secrets.authSecret });
  const provider = createPaymentProvider(config, db);
  const publicUrl = config.publicUrl;
  return {
    cartClaims,
    orders: createOrderService({ db, mailer, notify, provider, publicUrl, changes }),
    shop: createShopService({
      db,
      notify,
      mailer,
      publicUrl,
      provider,
      deliveryFeeCents: config.deliveryFeeCents,
      claims: cartClaims,
      changes,
    }),
    catalogue: createCatalogueService({ db, storage, changes }),
  };
}
