import { SOLD_OUT } from '@reelboard/shared/shop-catalogue';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { RECORD_VIDEO_CART_ADD, type VideoProduct } from '../../lib/api/video-products';
import { addToCart, rememberVideoClaim } from '../../lib/cart';
import { formatPrice } from '../../lib/money';
import { Button, buttonClasses } from '../ui/button';

// The shop products tagged on a video, as chips with image, name and the server's price.
// Add to Cart puts the product into the cart remembering the video and counts the add for
// the creator; the server answers a counted add with its signed claim, which the line keeps
// for the checkout (without it, the order is not attributed to the video).
export function VideoProducts({
  videoId,
  products,
  dark = false,
}: {
  videoId: string;
  products: readonly VideoProduct[];
  /** Light text on a dark background, as on the Shorts overlay. */
  dark?: boolean;
}) {
  const [, recordCartAdd] = useMutation(RECORD_VIDEO_CART_ADD);
  if (products.length === 0) return null;

  async function add(product: VideoProduct) {
    const { soldOut: _soldOut, hasVariants: _hasVariants, ...line } = product;
    addToCart({ ...line, videoId });
    toast.success('Added to cart!');
    // The creator's figure and the attribution, not the buyer's concern: a failure is silent.
    const claim = (await recordCartAdd({ videoId, productId: product._id })).data?.recordVideoCartAdd.claim;
    if (claim) rememberVideoClaim(product._id, videoId, claim);
  }

  return (
    <ul aria-label="Products in this video" className="flex flex-wrap gap-2">
      {products.map((product) => (
        <li
          key={product._id}
          data-testid="video-product"
          className={`flex items-center gap-2 rounded-full py-1 pr-1 pl-1 ${dark ? 'bg-black/60 text-white' : 'border border-slate-200 bg-white text-slate-900'}`}
        >
          {product.images[0] ? (
            <img src={product.images[0]} alt="" className="h-8 w-8 rounded-full object-cover" />
          ) : null}
          <span className="text-sm font-medium">{product.name}</span>
          <span className={`text-sm ${dark ? 'text-violet-200' : 'text-violet-700'}`}>
            {formatPrice(product.price)}
          </span>
          {product.soldOut ? (
            <span className="px-2 text-sm font-medium">{SOLD_OUT}</span>
          ) : product.hasVariants ? (
            // A product with options is chosen on the shop, where its options are.
            <Link to="/shop" className={buttonClasses('primary', 'sm', 'rounded-full')}>
              Choose<span className="sr-only"> {product.name}</span>
            </Link>
          ) : (
            <Button
              size="sm"
              className="rounded-full"
              aria-label={`Add ${product.name} to cart`}
              onClick={() => void add(product)}
            >
              Add to Cart
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
