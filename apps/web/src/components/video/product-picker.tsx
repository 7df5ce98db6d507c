import { MAX_VIDEO_PRODUCTS, toggleVideoProduct } from '@reelboard/shared/video-products';
import { useId } from 'react';
import { useQuery } from 'urql';
import { TAGGABLE_PRODUCTS } from '../../lib/api/video-products';
import { formatPrice } from '../../lib/money';

// Choosing the shop products a video shows (ADR 0023): at most three, in the order clicked.
// The upload form, "My videos" and the admin dashboard use it; the server checks again.
export function ProductPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (productIds: string[]) => void;
  disabled?: boolean;
}) {
  const [{ data }] = useQuery({ query: TAGGABLE_PRODUCTS });
  const idPrefix = useId();
  const products = data?.listProducts.items ?? [];
  const full = value.length >= MAX_VIDEO_PRODUCTS;
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">Shop products in this video</legend>
      <p className="text-xs text-slate-500">
        Up to {MAX_VIDEO_PRODUCTS}; viewers can add them to their cart.
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {products.map((product) => {
          const checked = value.includes(product._id);
          return (
            <div key={product._id} className="flex items-center gap-2">
              <input
                id={`${idPrefix}-${product._id}`}
                type="checkbox"
                className="h-4 w-4 accent-violet-600"
                checked={checked}
                disabled={disabled || (full && !checked)}
                onChange={() => onChange(toggleVideoProduct(value, product._id))}
              />
              <label htmlFor={`${idPrefix}-${product._id}`} className="text-sm text-slate-700">
                {product.name} ({formatPrice(product.price)})
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
