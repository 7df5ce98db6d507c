import { SOLD_OUT } from '@reelboard/shared/shop-catalogue';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { addToCart } from '../../lib/cart';
import { formatPrice } from '../../lib/money';
import type { ShopProduct } from './api/list-products';

export function ProductCard({ product }: { product: ShopProduct }) {
  const { donationNote, soldOut, variants, ...item } = product;
  const selectId = useId();
  // The first option still for sale, so that the card offers what can be bought.
  const [variantId, setVariantId] = useState(
    () => (variants.find((variant) => !variant.soldOut) ?? variants[0])?.id ?? null,
  );
  const variant = variants.find((option) => option.id === variantId);
  const price = variant?.price ?? product.price;
  const unavailable = variant ? variant.soldOut : soldOut;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="product-card">
      {product.images[0] ? (
        <img src={product.images[0]} alt={product.name} className="aspect-square w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{product.name}</h2>
          <span className="font-semibold text-violet-700">{formatPrice(price)}</span>
        </div>
        <p className="text-sm text-slate-600">{product.description}</p>
        {product.subCatagory ? (
          <div>
            <Badge tone="violet">{product.subCatagory}</Badge>
          </div>
        ) : null}
        {donationNote ? (
          <p className="rounded-lg bg-pink-50 p-2 text-sm text-pink-800">{donationNote}</p>
        ) : null}
        {variants.length > 0 ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={selectId} className="text-slate-700">
              Option
            </label>
            <select
              id={selectId}
              value={variantId ?? ''}
              onChange={(event) => setVariantId(event.target.value)}
              className="rounded-lg border border-slate-300 px-2 py-1 text-slate-900"
            >
              {variants.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                  {option.soldOut ? ` (${SOLD_OUT})` : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button
          className="mt-auto"
          disabled={unavailable}
          onClick={() => {
            addToCart({ ...item, price, variantId: variant?.id ?? null, variantName: variant?.name ?? null });
            toast.success('Added to cart!');
          }}
        >
          {unavailable ? SOLD_OUT : 'Add to Cart'}
        </Button>
      </div>
    </Card>
  );
}
