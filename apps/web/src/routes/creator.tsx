import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { Loading } from '../components/ui/loading';
import { MissingItem } from '../components/ui/missing-item';
import { GET_CREATOR } from '../features/creators/api/get-creator';
import { CreatorProfile } from '../features/creators/creator-profile';
import { useAuth } from '../lib/auth';

export function CreatorPage() {
  const { id = '' } = useParams();
  const { status } = useAuth();
  // Asked once the session is restored, so that a follower sees Following after a reload
  // (asked before, as a visitor, the answer says not following).
  const [{ data, fetching }] = useQuery({
    query: GET_CREATOR,
    variables: { id },
    pause: status === 'loading',
  });
  if ((fetching || status === 'loading') && !data) return <Loading />;
  const creator = data?.getCreator;
  if (!creator) return <MissingItem title="Creator not found" />;
  return <CreatorProfile key={creator.id} creator={creator} />;
}
