import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { MissingItem } from '../components/ui/missing-item';
import { GET_CREATOR } from '../features/creators/api/get-creator';
import { CreatorProfile } from '../features/creators/creator-profile';

export function CreatorPage() {
  const { id = '' } = useParams();
  const [{ data, fetching }] = useQuery({
    query: GET_CREATOR,
    variables: { id },
  });
  if (fetching && !data) return <Loading />;
  const creator = data?.getCreator;
  if (!creator) return <MissingItem title="Creator not found" />;
  return <CreatorProfile key={creator.id} creator={creator} />;
}
