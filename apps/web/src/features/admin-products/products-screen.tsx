import type { ProductForm } from '@reelboard/shared/shop-catalogue';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { formatPrice } from '../../lib/money';
import {
  ADMIN_PRODUCTS,
  type AdminProduct,
  CREATE_PRODUCT,
  DELETE_PRODUCT,
  SET_PRODUCT_LISTED,
  UPDATE_PRODUCT,
} from './api/admin-products';
import { ProductFormCard } from './product-form';

const stockText = (product: AdminProduct) => {
  if (product.variants.length > 0) {
    return product.variants
      .map((variant) => `${variant.name}: ${variant.stock === null ? 'unlimited' : variant.stock}`)
      .join(', ');
  }
  return product.stock === null ? 'Unlimited stock' : `${product.stock} in stock`;
};

const messageOf = (error: { graphQLErrors: { message: string }[]; message: string } | undefined) =>
  error ? (error.graphQLErrors[0]?.message ?? error.message) : null;

// The shop owner's catalogue (ADR 0030): list, create, edit, unlist and delete products.
export function ProductsScreen() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: ADMIN_PRODUCTS });
  const [, create] = useMutation(CREATE_PRODUCT);
  const [, update] = useMutation(UPDATE_PRODUCT);
  const [, setListed] = useMutation(SET_PRODUCT_LISTED);
  const [, remove] = useMutation(DELETE_PRODUCT);
  // 'new', a product id being edited, or nothing.
  const [editing, setEditing] = useState<string | null>(null);
  if (fetching && !data) return <Loading />;
  if (error && !data) return <p className="text-slate-600">{messageOf(error)}</p>;
  const products = data?.listProducts.items ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });

  async function save(form: ProductForm, id?: string) {
    const result = id ? await update({ id, input: form }) : await create({ input: form });
    const problem = messageOf(result.error);
    if (problem) return problem;
    toast.success(id ? 'Product saved.' : 'Product added.');
    setEditing(null);
    reload();
    return null;
  }

  async function act(outcome: Promise<{ error?: Parameters<typeof messageOf>[0] }>, done: string) {
    const problem = messageOf((await outcome).error);
    if (problem) toast.error(problem);
    else toast.success(done);
    reload();
  }

  return (
    <div className="space-y-4">
      {editing === 'new' ? (
        <Card className="p-4">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">New product</h2>
          <ProductFormCard onSave={(form) => save(form)} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <Button onClick={() => setEditing('new')}>Add product</Button>
      )}
      <ul className="space-y-3" aria-label="Products">
        {products.map((product) => (
          <li key={product._id}>
            <Card className="p-4" data-testid="admin-product">
              {editing === product._id ? (
                <ProductFormCard
                  product={product}
                  onSave={(form) => save(form, product._id)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                  {product.images[0] ? (
                    <img src={product.images[0]} alt="" className="h-16 w-16 rounded-lg object-cover" />
                  ) : null}
                  <div className="flex-1">
                    <h2 className="font-semibold text-slate-900">{product.name}</h2>
                    <p className="text-sm text-slate-600">
                      {formatPrice(product.price)} · {product.category}
                      {product.subcategory ? ` / ${product.subcategory}` : ''} · {stockText(product)}
                    </p>
                    <div className="mt-1 flex gap-2">
                      {product.listed ? null : <Badge tone="slate">Unlisted</Badge>}
                      {product.soldOut ? <Badge tone="slate">Sold out</Badge> : null}
                      {product.donationNote ? <Badge tone="violet">Donation</Badge> : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(product._id)}>
                      Edit<span className="sr-only"> {product.name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        void act(
                          setListed({ id: product._id, listed: !product.listed }),
                          product.listed ? 'Product unlisted.' : 'Product listed.',
                        )
                      }
                    >
                      {product.listed ? 'Unlist' : 'List again'}
                      <span className="sr-only"> {product.name}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        if (window.confirm(`Delete ${product.name}? This cannot be undone.`))
                          void act(remove({ id: product._id }), 'Product deleted.');
                      }}
                    >
                      Delete<span className="sr-only"> {product.name}</span>
                    </Button>
                  </div>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
