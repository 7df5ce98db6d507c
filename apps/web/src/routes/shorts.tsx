import { useParams } from 'react-router';
import { ShortsFeed } from '../features/shorts/shorts-feed';

export function ShortsPage() {
  const { id } = useParams();
  return (
    <>
      <title>Shorts · Reelboard</title>
      <ShortsFeed id={id} />
    </>
  );
}
