import { graphql } from '../../../graphql/gql';

// What an admin does to an order after payment; the server checks the admin and the move.

export const MARK_SHIPPED = graphql(`
  mutation MarkOrderShipped($orderId: ID!, $carrier: String!, $trackingNumber: String!) {
    markOrderShipped(orderId: $orderId, carrier: $carrier, trackingNumber: $trackingNumber) {
      id
      status
      carrier
      trackingNumber
    }
  }
`);

export const MARK_DELIVERED = graphql(`
  mutation MarkOrderDelivered($orderId: ID!) {
    markOrderDelivered(orderId: $orderId) {
      id
      status
    }
  }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($orderId: ID!, $key: String!, $restoreStock: Boolean) {
    cancelOrder(orderId: $orderId, key: $key, restoreStock: $restoreStock) {
      id
      status
      refunded
    }
  }
`);

export const REFUND_ORDER = graphql(`
  mutation RefundOrder($orderId: ID!, $key: String!, $lines: [RefundLineInput!], $restoreStock: Boolean) {
    refundOrder(orderId: $orderId, key: $key, lines: $lines, restoreStock: $restoreStock) {
      id
      status
      refunded
      cartItems {
        id
        refundedQuantity
      }
    }
  }
`);

export const ORDER_REVENUE = graphql(`
  query OrderRevenue($from: String!, $to: String!) {
    orderRevenue(from: $from, to: $to) {
      days {
        day
        orders
        gross
        refunded
        net
      }
      products {
        productId
        name
        units
        gross
        refunded
        net
      }
    }
  }
`);

export const ORDER_REVENUE_CSV = graphql(`
  query OrderRevenueCsv($from: String!, $to: String!) {
    orderRevenueCsv(from: $from, to: $to)
  }
`);
