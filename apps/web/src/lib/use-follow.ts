import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { useAuth } from './auth';
import { errorMessage } from './graphql-client';
import { CREATOR_FIELDS, type CreatorProfile } from './video-api';

const FOLLOW = `mutation FollowCreator($creatorId: ID!) { followCreator(creatorId: $creatorId) { ${CREATOR_FIELDS} } }`;
const UNFOLLOW = `mutation UnfollowCreator($creatorId: ID!) { unfollowCreator(creatorId: $creatorId) { ${CREATOR_FIELDS} } }`;

type FollowResult = { followCreator?: CreatorProfile; unfollowCreator?: CreatorProfile };

// Follow and unfollow a creator, for the video page's creator block and the creator page.
// Signed-out people are sent to sign in; the counts shown are the server's answer.
export function useFollow(creator: CreatorProfile) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<CreatorProfile | null>(null);
  const [{ fetching: following }, follow] = useMutation<FollowResult>(FOLLOW);
  const [{ fetching: unfollowing }, unfollow] = useMutation<FollowResult>(UNFOLLOW);
  // The latest follow answer for this creator, until the page shows another one.
  const current = answer?.id === creator.id ? answer : creator;

  const toggle = async () => {
    if (status !== 'signedIn') {
      navigate('/signin');
      return;
    }
    const wasFollowing = current.isFollowing;
    const result = await (wasFollowing ? unfollow : follow)({ creatorId: current.id });
    const updated = result.data?.followCreator ?? result.data?.unfollowCreator;
    if (result.error || !updated) {
      toast.error(errorMessage(result.error ?? 'No answer from the server.'));
      return;
    }
    setAnswer(updated);
    if (wasFollowing) toast.success(`You unfollowed ${updated.name}`);
    else toast.success(`Success! You are now following ${updated.name}`);
  };

  return { creator: current, toggle, busy: following || unfollowing };
}
