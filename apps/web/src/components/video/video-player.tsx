import type { TrafficSource } from '@reelboard/shared/analytics-reports';
import { type CSSProperties, type ReactNode, type RefObject, useRef, useState } from 'react';
import type { PlayableVideo } from '../../lib/api/playable-video-fields';
import { DEFAULT_THUMBNAIL } from '../../lib/video-display';
import { useWatchReporter } from '../../lib/watch-reporter';
import { CaptionsMenu, CaptionTracks } from './caption-controls';
import { useCaptions } from './use-captions';
import { useVideoSource } from './use-video-source';
import { useWatchProgress } from './use-watch-progress';

type PlayerOptions = {
  /** Resume and report the signed-in person's position in this video (ADR 0027). */
  trackId?: string;
  /** With trackId: report the view to the creator's figures, as coming from this source (issue 26). */
  viewSource?: TrafficSource;
  /** Start playing at once (the next video of a playlist). */
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Offer this video's captions (ADR 0036): <track> elements and a menu under the player. */
  captionsOf?: string;
  /** Start at this second (a search result's cue: `?t=`). */
  startAt?: number;
};

// Plays a video: YouTube sources in YouTube's privacy-enhanced embed; our own videos in the
// native player, adaptive (HLS) when a processed ladder exists, else the MP4.
export function VideoPlayer({ video, ...options }: { video: PlayableVideo } & PlayerOptions) {
  if (video.source === 'youtube' && video.sourceId) {
    const autoplay = options.autoPlay ? '?autoplay=1' : '';
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.sourceId)}${autoplay}`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  return <NativePlayer video={video} {...options} />;
}

// The player takes the video's own shape once its size is known, at most 80% of the screen's
// height: a portrait video plays as portrait (centred, narrower), not as a small picture in a
// 16:9 box. Until then, and for a file whose size cannot be read, a 16:9 box.
const MAX_HEIGHT = '80vh';

/** The box of a video `width`x`height`: its aspect ratio, no wider than fits the height limit. */
function playerBox(width: number, height: number): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, maxWidth: `calc(${MAX_HEIGHT} * ${width} / ${height})` };
}

function NativePlayer({
  video,
  trackId,
  captionsOf,
  viewSource,
  ...element
}: { video: PlayableVideo } & PlayerOptions) {
  const ref = useRef<HTMLVideoElement>(null);
  useVideoSource(ref, video);
  return (
    <>
      {trackId ? <WatchProgress target={ref} videoId={trackId} /> : null}
      {trackId && viewSource ? <ViewReports target={ref} videoId={trackId} source={viewSource} /> : null}
      {captionsOf ? (
        <CaptionedVideo videoId={captionsOf} target={ref} video={video} {...element} />
      ) : (
        <VideoElement target={ref} video={video} {...element} />
      )}
    </>
  );
}

type ElementProps = Pick<PlayerOptions, 'autoPlay' | 'onEnded' | 'startAt'> & {
  target: RefObject<HTMLVideoElement | null>;
  video: PlayableVideo;
};

/** The video with its caption tracks, and their menu under it (ADR 0036). */
function CaptionedVideo({ videoId, ...props }: ElementProps & { videoId: string }) {
  const captions = useCaptions(props.target, videoId);
  return (
    <>
      <VideoElement {...props}>
        <CaptionTracks captions={captions} />
      </VideoElement>
      <CaptionsMenu captions={captions} className="mt-2 justify-end text-slate-700" />
    </>
  );
}

function VideoElement({
  target,
  video,
  autoPlay,
  onEnded,
  startAt,
  children,
}: ElementProps & { children?: ReactNode }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    // biome-ignore lint/a11y/useMediaCaption: captions are tracks when the creator uploaded some.
    <video
      ref={target}
      controls
      playsInline
      autoPlay={autoPlay}
      onEnded={onEnded}
      preload="metadata"
      poster={video.thumbnailUrl ?? video.fallbackThumbnailUrl ?? DEFAULT_THUMBNAIL}
      aria-label={video.title}
      onLoadedMetadata={(event) => {
        const { videoWidth: width, videoHeight: height } = event.currentTarget;
        if (width > 0 && height > 0) setSize({ width, height });
        // Before any resume (use-watch-progress.ts resumes only from the start).
        if (startAt && startAt > 0) event.currentTarget.currentTime = startAt;
      }}
      style={size ? playerBox(size.width, size.height) : undefined}
      className={`${size ? 'mx-auto block' : 'aspect-video'} w-full rounded-xl bg-black`}
    >
      {children}
    </video>
  );
}

/** Resume and position reports, mounted only where a player tracks them (not the admin's). */
function WatchProgress({ target, videoId }: { target: RefObject<HTMLVideoElement | null>; videoId: string }) {
  useWatchProgress(target, videoId);
  return null;
}

/** Viewing figures for the creator (issue 26): played spans, for visitors and members alike. */
function ViewReports({
  target,
  videoId,
  source,
}: {
  target: RefObject<HTMLVideoElement | null>;
  videoId: string;
  source: TrafficSource;
}) {
  useWatchReporter(target, videoId, source);
  return null;
}
