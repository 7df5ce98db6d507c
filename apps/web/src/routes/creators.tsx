import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { LIST_CREATORS } from '../features/creators/api/list-creators';
import { CreatorList } from '../features/creators/creator-list';

const CREATORS_PAGE_SIZE = 100;

export function CreatorsPage() {
  const [{ data, fetching }] = useQuery({
    query: LIST_CREATORS,
    variables: { limit: CREATORS_PAGE_SIZE },
  });
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6">
      <title>Creators · Reelboard</title>
      <h1 className="text-4xl font-bold text-slate-900">Creators</h1>
      {fetching && !data ? <Loading /> : <CreatorList creators={data?.listCreators.items ?? []} />}
    </div>
  );
}
