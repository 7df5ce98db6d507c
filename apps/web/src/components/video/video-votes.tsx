import { voteMessages } from '@reelboard/shared/votes';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import type { VideoVote } from '../../graphql/graphql';
import { MY_VIDEO_VOTE, VOTE_VIDEO } from '../../lib/api/vote-video';
import { errorMessage } from '../../lib/graphql-client';
import { formatCount } from '../../lib/video-display';
import { Button } from '../ui/button';

type Counted = { vote: VideoVote | null; likes: number; dislikes: number };

// Like and dislike, once per person or visitor: the same button again takes the vote back,
// the other one replaces it. The counts shown are the server's.
export function VideoVotes({
  video,
  vertical = false,
}: {
  video: { id: string; likes: number; dislikes: number };
  /** Stacked, as on the Shorts overlay. */
  vertical?: boolean;
}) {
  // Asked again on every visit: the answer has no type for the cache to know it changed.
  const [{ data }] = useQuery({
    query: MY_VIDEO_VOTE,
    variables: { videoId: video.id },
    requestPolicy: 'cache-and-network',
  });
  const [counted, setCounted] = useState<Counted | undefined>();
  const [{ fetching }, voteVideo] = useMutation(VOTE_VIDEO);
  const mine = counted ? counted.vote : (data?.myVideoVote ?? null);
  const likes = counted?.likes ?? video.likes;
  const dislikes = counted?.dislikes ?? video.dislikes;

  async function vote(kind: VideoVote) {
    const result = await voteVideo({ videoId: video.id, vote: kind });
    if (!result.data) {
      // Votes are limited per minute: then the server's words say to wait.
      const message = result.error ? errorMessage(result.error) : '';
      toast.error('Your vote could not be saved.', {
        description: message === voteMessages.rateLimited ? message : undefined,
      });
      return;
    }
    const { vote: kept, video: after } = result.data.voteVideo;
    setCounted({ vote: kept ?? null, likes: after.likes, dislikes: after.dislikes });
  }

  return (
    <fieldset className={vertical ? 'flex flex-col gap-2' : 'flex gap-2'} aria-label="Rate this video">
      <Button
        variant={mine === 'LIKE' ? 'primary' : 'outline'}
        aria-pressed={mine === 'LIKE'}
        disabled={fetching}
        onClick={() => void vote('LIKE')}
      >
        <ThumbsUp className="h-4 w-4" aria-hidden /> <span className="sr-only">Like</span>{' '}
        <span data-testid="video-likes">{formatCount(likes)}</span>
      </Button>
      <Button
        variant={mine === 'DISLIKE' ? 'primary' : 'outline'}
        aria-pressed={mine === 'DISLIKE'}
        disabled={fetching}
        onClick={() => void vote('DISLIKE')}
      >
        <ThumbsDown className="h-4 w-4" aria-hidden /> <span className="sr-only">Dislike</span>{' '}
        <span data-testid="video-dislikes">{formatCount(dislikes)}</span>
      </Button>
    </fieldset>
  );
}
