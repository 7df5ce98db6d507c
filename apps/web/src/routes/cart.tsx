import { CartScreen } from '../features/cart/cart-screen';

export function CartPage() {
  return (
    <>
      <title>Your Cart · Reelboard</title>
      <CartScreen />
    </>
  );
}
