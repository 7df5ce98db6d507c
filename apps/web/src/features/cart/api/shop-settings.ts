import { type DocumentType, graphql } from '../../../graphql/gql';

// The delivery fee and the payment provider are server settings (SPEC.md section 9).
export const SHOP_SETTINGS = graphql(`
  query ShopSettings {
    shopSettings {
      deliveryFee
      deliveryFeeCents
      currency
      paymentProvider
      paypalClientId
    }
  }
`);

export type ShopSettings = DocumentType<typeof SHOP_SETTINGS>['shopSettings'];
