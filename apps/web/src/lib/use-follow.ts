import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import type { Creator } from './api/creator-fields';
import { FOLLOW_CREATOR } from './api/follow-creator';
import { UNFOLLOW_CREATOR } from './api/unfollow-creator';
import { useAuth } from './auth';
import { errorMessage } from './graphql-client';

// Follow and unfollow a creator, for the video page's creator block and the creator page.
// Signed-out people are sent to sign in; the counts shown are the server's answer, also
// handed to `onFollowed` for pages that show the creator more than once (the Shorts feed).
export function useFollow(creator: Creator, onFollowed?: (creator: Creator) => void) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<Creator | null>(null);
  const [{ fetching: following }, follow] = useMutation(FOLLOW_CREATOR);
  const [{ fetching: unfollowing }, unfollow] = useMutation(UNFOLLOW_CREATOR);
  // The latest follow answer for this creator, until the page shows another one.
  const current = answer?.id === creator.id ? answer : creator;

  const toggle = async () => {
    if (status !== 'signedIn') {
      navigate('/signin');
      return;
    }
    const wasFollowing = current.isFollowing;
    const variables = { creatorId: current.id };
    const { error, updated } = wasFollowing
      ? await unfollow(variables).then((result) => ({
          error: result.error,
          updated: result.data?.unfollowCreator,
        }))
      : await follow(variables).then((result) => ({
          error: result.error,
          updated: result.data?.followCreator,
        }));
    if (error || !updated) {
      toast.error(errorMessage(error ?? 'No answer from the server.'));
      return;
    }
    setAnswer(updated);
    onFollowed?.(updated);
    if (wasFollowing) toast.success(`You unfollowed ${updated.name}`);
    else toast.success(`Success! You are now following ${updated.name}`);
  };

  // Until a page load has restored the session, a press would send a signed-in person to
  // sign in: the button waits for it.
  return { creator: current, toggle, busy: following || unfollowing || status === 'loading' };
}
