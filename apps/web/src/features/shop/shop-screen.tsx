import { useQuery } from 'urql';
import { Loading } from '../../components/ui/loading';
import { LIST_PRODUCTS } from './api/list-products';
import { ProductCard } from './product-card';

export function ShopScreen() {
  const [{ data, fetching, error }] = useQuery({ query: LIST_PRODUCTS });
  if (fetching && !data) return <Loading />;
  const products = data?.listProducts.items ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Shop</h1>
      {error ? <p className="mt-6 text-slate-600">The shop could not be loaded. Please try again.</p> : null}
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </div>
  );
}
