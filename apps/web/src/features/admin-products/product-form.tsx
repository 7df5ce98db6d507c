import { PRODUCT_CATEGORIES, type ProductForm, productFromForm } from '@reelboard/shared/shop-catalogue';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import type { AdminProduct } from './api/admin-products';
import { ProductImages } from './product-images';
import { VariantRows } from './variant-rows';

/** The form's text from a product, or empty for a new one. */
function formFrom(product?: AdminProduct): ProductForm {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? product.price.toFixed(2) : '',
    category: (product?.category as ProductForm['category']) ?? 'Apparel',
    subcategory: product?.subcategory ?? '',
    images: product?.imageKeys ?? [],
    donation: Boolean(product?.donationNote),
    stock: text(product?.stock),
    variants: (product?.variants ?? []).map((variant) => ({
      id: variant.id,
      name: variant.name,
      price: variant.price === null ? '' : variant.price.toFixed(2),
      stock: text(variant.stock),
    })),
  };
}

// The admin's product form: the shared rules check it before it is sent, and the server
// checks it again (its message shows the same way).
export function ProductFormCard({
  product,
  onSave,
  onCancel,
}: {
  product?: AdminProduct;
  onSave: (form: ProductForm) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ProductForm>(() => formFrom(product));
  const [previews, setPreviews] = useState<string[]>(product?.images ?? []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (changes: Partial<ProductForm>) => setForm((current) => ({ ...current, ...changes }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = productFromForm({ ...form, subcategory: form.subcategory || null });
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setSaving(true);
    setError(await onSave({ ...form, subcategory: form.subcategory || null }));
    setSaving(false);
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={product ? `Edit ${product.name}` : 'New product'}
    >
      <TextField
        label="Name"
        value={form.name}
        onChange={(event) => set({ name: event.target.value })}
        required
      />
      <TextAreaField
        label="Description"
        value={form.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          value={form.price}
          hint="Such as 19.99"
          onChange={(event) => set({ price: event.target.value })}
        />
        <TextField
          label="Stock"
          inputMode="numeric"
          value={form.stock}
          hint={form.variants.length > 0 ? 'Counted on each variant below' : 'Empty for unlimited'}
          disabled={form.variants.length > 0}
          onChange={(event) => set({ stock: event.target.value })}
        />
        <SelectField
          label="Category"
          value={form.category}
          onChange={(event) => set({ category: event.target.value as ProductForm['category'] })}
        >
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <TextField
          label="Subcategory"
          value={form.subcategory ?? ''}
          onChange={(event) => set({ subcategory: event.target.value })}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.donation}
          onChange={(event) => set({ donation: event.target.checked })}
        />
        Donation (shows the donation note; nothing is shipped)
      </label>
      <ProductImages
        keys={form.images}
        previews={previews}
        onChange={(images, shown) => {
          set({ images });
          setPreviews(shown);
        }}
      />
      <VariantRows variants={form.variants} onChange={(variants) => set({ variants })} />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save product'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
