import { type DocumentType, graphql } from '../../../graphql/gql';

// A buyer's orders: their list, one of them, or one by its private link.
export const MY_ORDERS = graphql(`
  query MyOrders($nextToken: String) {
    myOrders(limit: 20, nextToken: $nextToken) {
      items {
        id
        status
        amount
        createdAt
        cartItems {
          id
          name
          quantity
        }
      }
      nextToken
    }
  }
`);

// What the buyer's order page shows, whether reached signed in or by the private link.
const BUYER_ORDER_FIELDS = graphql(`
  fragment BuyerOrderFields on ShopOrder {
    id
    status
    amount
    subtotal
    deliveryFee
    refunded
    carrier
    trackingNumber
    createdAt
    shippedAt
    deliveredAt
    shippingInfo {
      name
      address
      city
      state
      postalCode
      country
    }
    cartItems {
      id
      name
      variantName
      price
      quantity
      refundedQuantity
      video {
        id
        title
      }
    }
  }
`);

/** An order as its buyer's page shows it. */
export type BuyerOrder = DocumentType<typeof BUYER_ORDER_FIELDS>;

export const MY_ORDER = graphql(`
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
      ...BuyerOrderFields
    }
  }
`);

export const FOLLOWED_ORDER = graphql(`
  query FollowedOrder($secret: String!) {
    followedOrder(secret: $secret) {
      ...BuyerOrderFields
    }
  }
`);
