import { useParams } from 'react-router';
import { PlaylistScreen } from '../features/playlists/playlist-screen';

export function PlaylistPage() {
  const { id = '' } = useParams();
  return <PlaylistScreen key={id} id={id} />;
}
