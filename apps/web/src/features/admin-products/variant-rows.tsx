import { MAX_VARIANTS, type ProductForm } from '@reelboard/shared/shop-catalogue';
import { Button } from '../../components/ui/button';

type VariantForm = ProductForm['variants'][number];

const inputClasses = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm text-slate-900';

// A product's options (size S, M, L): each with its own stock and, optionally, its own price.
export function VariantRows({
  variants,
  onChange,
}: {
  variants: VariantForm[];
  onChange: (variants: VariantForm[]) => void;
}) {
  const change = (index: number, changes: Partial<VariantForm>) =>
    onChange(variants.map((variant, other) => (other === index ? { ...variant, ...changes } : variant)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Variants (optional)</legend>
      {variants.map((variant, index) => (
        <div
          key={variant.id ?? `new-${index}`}
          className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <input
            aria-label={`Variant ${index + 1} name`}
            placeholder="Name, such as M"
            className={inputClasses}
            value={variant.name}
            onChange={(event) => change(index, { name: event.target.value })}
          />
          <input
            aria-label={`Variant ${index + 1} price`}
            placeholder="Price (empty: product's)"
            inputMode="decimal"
            className={inputClasses}
            value={variant.price}
            onChange={(event) => change(index, { price: event.target.value })}
          />
          <input
            aria-label={`Variant ${index + 1} stock`}
            placeholder="Stock (empty: unlimited)"
            inputMode="numeric"
            className={inputClasses}
            value={variant.stock}
            onChange={(event) => change(index, { stock: event.target.value })}
          />
          <Button
            size="sm"
            variant="outline"
            aria-label={`Remove variant ${index + 1}`}
            onClick={() => onChange(variants.filter((_, other) => other !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {variants.length < MAX_VARIANTS ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange([...variants, { id: null, name: '', price: '', stock: '' }])}
        >
          Add variant
        </Button>
      ) : null}
    </fieldset>
  );
}
