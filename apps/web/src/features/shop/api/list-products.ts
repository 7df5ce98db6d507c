import { type DocumentType, graphql } from '../../../graphql/gql';

export const LIST_PRODUCTS = graphql(`
  query ListProducts {
    listProducts {
      items {
        _id
        name
        description
        price
        images
        catagory
        subCatagory
        donationNote
        soldOut
        variants {
          id
          name
          price
          soldOut
        }
      }
    }
  }
`);

export type ShopProduct = DocumentType<typeof LIST_PRODUCTS>['listProducts']['items'][number];
