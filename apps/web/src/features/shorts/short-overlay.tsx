import { Share2, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToPlaylist } from '../../components/library/add-to-playlist';
import { VideoProducts } from '../../components/video/video-products';
import { VideoVotes } from '../../components/video/video-votes';
import type { Creator } from '../../lib/api/creator-fields';
import { shareLink } from '../../lib/share';
import { useFollow } from '../../lib/use-follow';
import { reportShare } from '../../lib/watch-reporter-send';
import type { Short } from './api/shorts';
import { CommentsDrawer } from './comments-drawer';
import { NotInterestedButton } from './not-interested-button';
import { overlayButton } from './overlay-button';

type ShortOverlayProps = {
  short: Short;
  sound: boolean;
  onToggleSound: () => void;
  commentsOpen: boolean;
  onCommentsOpenChange: (open: boolean) => void;
  /** The short's comment thread, for the drawer. */
  comments: ReactNode;
  /** Said under the details when this is the last short. */
  endNotice: ReactNode;
  /** The creator as the server answered a Follow, for the other shorts of the feed. */
  onFollowed: (creator: Creator) => void;
  /** "Not interested": takes the short out of the feed, answering how to put it back. */
  onHide: (short: Short) => () => void;
};

// What lies over the short shown, in two areas: its details at the bottom (title, creator
// with Follow, then whatever else describes the video, such as its products) and a rail of
// actions on the right (sound, votes, comments, Share, Add to playlist, and for signed-in readers Not
// interested), one control each, in Tab order.
export function ShortOverlay(props: ShortOverlayProps) {
  const { short } = props;
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 space-y-2 bg-gradient-to-t from-black/80 to-transparent p-4 pr-20 [&_a,&_button]:pointer-events-auto">
        <h1 className="text-lg font-semibold">{short.title}</h1>
        {short.creatorProfile ? (
          <CreatorWithFollow
            key={short.creatorProfile.id}
            creator={short.creatorProfile}
            onFollowed={props.onFollowed}
          />
        ) : null}
        <VideoProducts key={short.id} videoId={short.id} products={short.products} dark />
        {props.endNotice}
      </div>
      <div className="absolute right-2 bottom-24 flex flex-col items-center gap-3">
        <button
          type="button"
          onClick={props.onToggleSound}
          aria-pressed={props.sound}
          aria-label={props.sound ? 'Mute' : 'Unmute'}
          className={overlayButton}
        >
          {props.sound ? (
            <Volume2 className="h-5 w-5" aria-hidden />
          ) : (
            <VolumeX className="h-5 w-5" aria-hidden />
          )}
        </button>
        <VideoVotes key={short.id} video={short} vertical />
        <CommentsDrawer
          title={short.title}
          commentCount={short.commentCount}
          open={props.commentsOpen}
          onOpenChange={props.onCommentsOpenChange}
        >
          {props.comments}
        </CommentsDrawer>
        <button
          type="button"
          onClick={() => {
            reportShare(short.id);
            void shareLink(`/shorts/${short.id}`, 'Video link copied to clipboard');
          }}
          aria-label="Share"
          className={overlayButton}
        >
          <Share2 className="h-5 w-5" aria-hidden />
          <span className="text-xs">Share</span>
        </button>
        <AddToPlaylist key={short.id} videoId={short.id} className={overlayButton} />
        <NotInterestedButton short={short} onHide={props.onHide} />
      </div>
    </>
  );
}

// The creator's name, to their page, and Follow as on the video and creator pages (the same
// mutation, toasts and sign-in redirect).
function CreatorWithFollow({
  creator: initial,
  onFollowed,
}: {
  creator: Creator;
  onFollowed: (creator: Creator) => void;
}) {
  const { creator, toggle, busy } = useFollow(initial, onFollowed);
  return (
    <div className="flex items-center gap-3">
      <Link
        to={`/creator/${creator.id}`}
        className="rounded text-sm font-medium underline focus-visible:outline-2 focus-visible:outline-white"
      >
        {creator.name}
      </Link>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        className={`rounded-full px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50 ${
          creator.isFollowing
            ? 'border border-white/70 text-white'
            : 'bg-violet-600 text-white hover:bg-violet-700'
        }`}
      >
        {creator.isFollowing ? 'Following' : 'Follow'}
      </button>
    </div>
  );
}
