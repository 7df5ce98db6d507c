import { type DocumentType, graphql } from '../../../graphql/gql';

// The shop owner's catalogue (ADR 0030): every product, listed or not, and its changes.
const ADMIN_PRODUCT_FIELDS = graphql(`
  fragment AdminProductFields on ShopProduct {
    _id
    name
    description
    price
    images
    imageKeys
    category
    subcategory
    donationNote
    stock
    soldOut
    listed
    variants {
      id
      name
      price
      stock
      soldOut
    }
  }
`);

export type AdminProduct = DocumentType<typeof ADMIN_PRODUCT_FIELDS>;

export const ADMIN_PRODUCTS = graphql(`
  query AdminProducts {
    listProducts(includeUnlisted: true) {
      items {
        ...AdminProductFields
      }
    }
  }
`);

export const CREATE_PRODUCT = graphql(`
  mutation CreateProduct($input: ShopProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
`);

export const UPDATE_PRODUCT = graphql(`
  mutation UpdateProduct($id: ID!, $input: ShopProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const SET_PRODUCT_LISTED = graphql(`
  mutation SetProductListed($id: ID!, $listed: Boolean!) {
    setProductListed(id: $id, listed: $listed) {
      ...AdminProductFields
    }
  }
`);

export const DELETE_PRODUCT = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);
