import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { FOLLOWED_ORDER } from '../features/my-orders/api/my-orders';
import { OrderView } from '../features/my-orders/order-view';
import { errorMessage } from '../lib/graphql-client';

// The private link of the confirmation e-mail: anyone holding it follows the order, with or
// without an account.
export function FollowedOrderPage() {
  const { secret = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({
    query: FOLLOWED_ORDER,
    variables: { secret },
    requestPolicy: 'network-only',
  });
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
      <title>Your order · Reelboard</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">Your order</h1>
      {fetching && !data ? <Loading /> : null}
      {error ? <p className="py-8 text-slate-600">{errorMessage(error)}</p> : null}
      {data ? <OrderView order={data.followedOrder} /> : null}
    </div>
  );
}
