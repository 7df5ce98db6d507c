import { graphql } from '../../../graphql/gql';

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

export const MY_ORDER = graphql(`
  query MyOrder($id: ID!) {
    myOrder(id: $id) {
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
  }
`);

export const FOLLOWED_ORDER = graphql(`
  query FollowedOrder($secret: String!) {
    followedOrder(secret: $secret) {
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
  }
`);
