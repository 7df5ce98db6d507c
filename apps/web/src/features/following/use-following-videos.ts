import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { VideoCardVideo } from '../../lib/api/video-card-fields';
import { errorMessage } from '../../lib/graphql-client';
import { FOLLOWING_FEED } from './api/following-feed';

type FollowingVideos = {
  videos: VideoCardVideo[];
  nextToken: string | null;
  status: 'loading' | 'ready' | 'failed';
  error?: string;
};

/**
 * The Following feed a page at a time, the pages shown as one list. Always asked of the
 * server: a follow or a new video since the last visit changes it.
 */
export function useFollowingVideos() {
  const client = useClient();
  const [state, setState] = useState<FollowingVideos>({ videos: [], nextToken: null, status: 'loading' });

  const load = useCallback(
    async (nextToken: string | null) => {
      setState((current) => ({ ...current, status: 'loading' }));
      const result = await client
        .query(FOLLOWING_FEED, { nextToken }, { requestPolicy: 'network-only' })
        .toPromise();
      const page = result.data?.followingFeed;
      setState((current) =>
        page
          ? {
              videos: nextToken ? [...current.videos, ...page.items] : page.items,
              nextToken: page.nextToken,
              status: 'ready',
            }
          : {
              ...current,
              status: 'failed',
              error: errorMessage(result.error ?? 'No answer from the server.'),
            },
      );
    },
    [client],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    ...state,
    /** The next page, after the videos shown (or the first again, after a failed first load). */
    loadMore: () => void load(state.videos.length > 0 ? state.nextToken : null),
  };
}
