import { graphql } from '../../../graphql/gql';

// The shop's orders, for admins (the server refuses everyone else).
export const LIST_ORDERS = graphql(`
  query ListOrders($status: String, $search: String, $nextToken: String) {
    listOrders(status: $status, search: $search, limit: 20, nextToken: $nextToken) {
      items {
        id
        status
        provider
        orderID
        amount
        subtotal
        deliveryFee
        refunded
        carrier
        trackingNumber
        createdAt
        paidAt
        shippingInfo {
          name
          email
          address
          city
          state
          postalCode
          country
          phone
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
      nextToken
    }
  }
`);
