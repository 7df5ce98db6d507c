import { type DocumentType, graphql } from '../../graphql/gql';

// Shoppable videos (ADR 0023): what a product chip shows and puts into the cart, priced by
// the server, and the documents that tag products and count adds to cart (answering the
// claim the cart line carries to checkout).
const VIDEO_PRODUCT_FIELDS = graphql(`
  fragment VideoProductFields on ShopProduct {
    _id
    name
    description
    price
    images
    catagory
    subCatagory
    soldOut
    hasVariants
  }
`);

/** A product shown on a video. */
export type VideoProduct = DocumentType<typeof VIDEO_PRODUCT_FIELDS>;

export const RECORD_VIDEO_CART_ADD = graphql(`
  mutation RecordVideoCartAdd($videoId: ID!, $productId: ID!) {
    recordVideoCartAdd(videoId: $videoId, productId: $productId) {
      claim
    }
  }
`);

export const SET_VIDEO_PRODUCTS = graphql(`
  mutation SetVideoProducts($videoId: ID!, $productIds: [ID!]!) {
    setVideoProducts(videoId: $videoId, productIds: $productIds) {
      id
      products {
        _id
      }
    }
  }
`);

// The shop's products to choose from when tagging a video.
export const TAGGABLE_PRODUCTS = graphql(`
  query TaggableProducts {
    listProducts {
      items {
        _id
        name
        price
      }
    }
  }
`);
