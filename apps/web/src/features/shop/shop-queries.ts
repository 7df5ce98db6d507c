import type { CartItem } from '../../lib/cart';

export type ShopProduct = Omit<CartItem, 'quantity'> & { donationNote: string | null };

export const LIST_PRODUCTS = `
  query ListProducts {
    listProducts { items { _id name description price images catagory subCatagory donationNote } }
  }`;
