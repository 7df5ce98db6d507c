import { useParams } from 'react-router';
import { PlaylistPlayer } from '../features/playlists/playlist-player';

export function PlaylistPlayPage() {
  const { id = '' } = useParams();
  return <PlaylistPlayer key={id} id={id} />;
}
