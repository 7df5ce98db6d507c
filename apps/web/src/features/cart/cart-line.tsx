import { Button } from '../../components/ui/button';
import type { CartItem } from '../../lib/cart';
import { formatPrice } from '../../lib/money';
import type { LineProblem } from './use-fresh-cart';

export function CartLineRow({
  item,
  problem,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  problem: LineProblem;
  onQuantity: (value: string) => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-4 py-4" data-testid="cart-line">
      {item.images[0] ? (
        <img src={item.images[0]} alt={item.name} className="h-20 w-20 rounded-lg object-cover" />
      ) : null}
      <div className="flex-1">
        <p className="font-medium text-slate-900">
          {item.name}
          {item.variantName ? (
            <span className="font-normal text-slate-600"> ({item.variantName})</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600" data-testid="cart-line-price">
          {formatPrice(item.price)}
        </p>
        {problem ? <p className="text-sm font-medium text-red-700">{problem}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">Quantity of {item.name}</span>
        <input
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={item.quantity}
          onChange={(event) => onQuantity(event.target.value)}
          className="w-20 rounded-lg border border-slate-300 px-2 py-1 text-slate-900"
        />
      </label>
      <Button variant="outline" size="sm" onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}
