import { ShopScreen } from '../features/shop/shop-screen';

export function ShopPage() {
  return (
    <>
      <title>Shop · Reelboard</title>
      <ShopScreen />
    </>
  );
}
