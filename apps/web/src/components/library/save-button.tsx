import { libraryMessages } from '@reelboard/shared/library';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { MY_VIDEO_LIBRARY_STATE } from '../../lib/api/my-video-library-state';
import { SET_VIDEO_SAVED } from '../../lib/api/set-video-saved';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/graphql-client';
import { setLocallySaved, useLocalSaves } from '../../lib/local-saves';
import { Button } from '../ui/button';

function announce(saved: boolean) {
  if (saved) toast.success(libraryMessages.saved, { description: libraryMessages.savedDescription });
  else toast.success(libraryMessages.removed);
}

// Save toggles a video in the library (issue 24): in the account when signed in, in this
// browser otherwise (brought into the account at sign-in). The label stays "Save"; whether
// it is saved is the pressed state, as a screen reader says it.
export function SaveButton({ videoId }: { videoId: string }) {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const local = useLocalSaves();
  const [{ data }] = useQuery({
    query: MY_VIDEO_LIBRARY_STATE,
    variables: { videoId },
    pause: !signedIn,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching }, setVideoSaved] = useMutation(SET_VIDEO_SAVED);
  // The server's latest answer for this video, until the query is asked again.
  const [answer, setAnswer] = useState<{ videoId: string; saved: boolean } | null>(null);
  const fromServer = answer?.videoId === videoId ? answer.saved : data?.myVideoLibraryState.saved;
  const saved = signedIn ? (fromServer ?? false) : local.includes(videoId);

  async function toggle() {
    if (!signedIn) {
      setLocallySaved(videoId, !saved);
      announce(!saved);
      return;
    }
    const result = await setVideoSaved({ videoId, saved: !saved });
    if (!result.data) {
      toast.error('Your library could not be changed.', { description: errorMessage(result.error) });
      return;
    }
    setAnswer(result.data.setVideoSaved);
    announce(result.data.setVideoSaved.saved);
  }

  return (
    <Button
      variant={saved ? 'primary' : 'outline'}
      aria-pressed={saved}
      disabled={fetching || status === 'loading'}
      onClick={() => void toggle()}
    >
      <Bookmark className="h-4 w-4" fill={saved ? 'currentColor' : 'none'} aria-hidden /> Save
    </Button>
  );
}
