import { followingMessages } from '@reelboard/shared/following';
import { EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { useAuth } from '../../lib/auth';
import { errorMessage } from '../../lib/graphql-client';
import { MARK_NOT_INTERESTED } from './api/mark-not-interested';
import type { Short } from './api/shorts';
import { UNDO_NOT_INTERESTED } from './api/undo-not-interested';
import { overlayButton } from './overlay-button';

type NotInterestedButtonProps = {
  short: Short;
  /** Takes the short out of the feed; answers how to put it back. */
  onHide: (short: Short) => () => void;
};

// "Not interested" (ADR 0028), for signed-in readers only: the server hides the short from
// their feeds and ranks its creator lower; the feed moves on at once, and the toast's Undo
// takes the mark back and shows the short again.
export function NotInterestedButton({ short, onHide }: NotInterestedButtonProps) {
  const { status } = useAuth();
  const [{ fetching }, mark] = useMutation(MARK_NOT_INTERESTED);
  const [, undo] = useMutation(UNDO_NOT_INTERESTED);
  if (status !== 'signedIn') return null;

  const takeBack = async (restore: () => void) => {
    const { error } = await undo({ videoId: short.id });
    if (error) {
      toast.error(errorMessage(error));
      return;
    }
    restore();
    toast.success(followingMessages.undone);
  };

  const press = async () => {
    const { error } = await mark({ videoId: short.id });
    if (error) {
      toast.error(errorMessage(error));
      return;
    }
    const restore = onHide(short);
    const creator = short.creatorProfile?.name;
    toast.success(followingMessages.notInterested, {
      description: creator ? followingMessages.rankedLower(creator) : followingMessages.hiddenVideo,
      action: { label: followingMessages.undo, onClick: () => void takeBack(restore) },
    });
  };

  return (
    <button type="button" onClick={() => void press()} disabled={fetching} className={overlayButton}>
      <EyeOff className="h-5 w-5" aria-hidden />
      <span className="max-w-14 text-center text-xs leading-tight">{followingMessages.notInterested}</span>
    </button>
  );
}
