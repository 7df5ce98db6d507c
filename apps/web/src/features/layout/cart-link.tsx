import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '../../lib/cart-count';

export function CartLink({ className = '' }: { className?: string }) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className={`relative h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      <span className="sr-only">Cart</span>
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-violet-600 px-1 text-xs font-semibold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
