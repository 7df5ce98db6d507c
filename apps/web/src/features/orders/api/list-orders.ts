import { graphql } from '../../../graphql/gql';

// The shop's orders, for admins (the server refuses everyone else).
export const LIST_ORDERS = graphql(`
  query ListOrders($nextToken: String) {
    listOrders(limit: 100, nextToken: $nextToken) {
      items {
        id
        status
        provider
        orderID
        amount
        subtotal
        deliveryFee
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
          name
          price
          quantity
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
