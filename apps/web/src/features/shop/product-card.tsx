import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { addToCart } from '../../lib/cart';
import { formatPrice } from '../../lib/money';
import type { ShopProduct } from './api/list-products';

export function ProductCard({ product }: { product: ShopProduct }) {
  const { donationNote, ...item } = product;
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="product-card">
      {product.images[0] ? (
        <img src={product.images[0]} alt={product.name} className="aspect-square w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{product.name}</h2>
          <span className="font-semibold text-violet-700">{formatPrice(product.price)}</span>
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
        <Button
          className="mt-auto"
          onClick={() => {
            addToCart(item);
            toast.success('Added to cart!');
          }}
        >
          Add to Cart
        </Button>
      </div>
    </Card>
  );
}
