import { type DocumentType, graphql } from '../../../graphql/gql';

// The cart's products as the server has them now: prices, stock and whether still sold.
export const CART_PRODUCTS = graphql(`
  query CartProducts($ids: [ID!]!) {
    cartProducts(ids: $ids) {
      _id
      name
      price
      listed
      soldOut
      variants {
        id
        price
        soldOut
      }
    }
  }
`);

export type CartProduct = DocumentType<typeof CART_PRODUCTS>['cartProducts'][number];
