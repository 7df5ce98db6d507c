import { lineKey } from '@reelboard/shared/cart';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { type CartItem, refreshCart } from '../../lib/cart';
import { CART_PRODUCTS, type CartProduct } from './api/cart-products';

/** Why a line cannot be bought now, or null. */
export type LineProblem = 'Sold out' | 'No longer sold' | null;

const now = (products: readonly CartProduct[], item: CartItem) => {
  const product = products.find((candidate) => candidate._id === item._id);
  const variant = item.variantId
    ? product?.variants.find((option) => option.id === item.variantId)
    : undefined;
  return { product, variant };
};

// Prices always come from the server (ADR 0030): the cart asks for its products on every
// visit, puts today's prices into its lines, and tells which lines cannot be bought.
export function useFreshCart(items: readonly CartItem[]) {
  const ids = useMemo(() => [...new Set(items.map((item) => item._id))].sort(), [items]);
  const [{ data }] = useQuery({
    query: CART_PRODUCTS,
    variables: { ids },
    pause: ids.length === 0,
    requestPolicy: 'network-only',
  });
  const products = data?.cartProducts;
  useEffect(() => {
    if (!products) return;
    refreshCart((item) => {
      const { product, variant } = now(products, item);
      if (!product) return undefined;
      return { price: variant?.price ?? product.price, name: product.name };
    });
  }, [products]);
  const problems = new Map<string, LineProblem>();
  for (const item of items) {
    if (!products) break;
    const { product, variant } = now(products, item);
    const soldOut = variant ? variant.soldOut : product?.soldOut;
    problems.set(
      lineKey(item),
      !product?.listed || (item.variantId && !variant) ? 'No longer sold' : soldOut ? 'Sold out' : null,
    );
  }
  return problems;
}
