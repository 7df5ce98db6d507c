import { useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import type { CommentTargetType, OnCreateCommentSubscription } from '../../graphql/graphql';
import type { CommentRecord } from './api/comment-fields';
import { LIST_COMMENTS } from './api/list-comments';
import { ON_CREATE_COMMENT } from './api/on-create-comment';

// The comments of one video or post: the list, plus comments that arrive over the
// realtime subscription while the page is open (merged by id, so the reload after one's
// own comment does not show it twice).
export function useComments(targetId: string, targetType: CommentTargetType) {
  const variables = useMemo(() => ({ targetId, targetType }), [targetId, targetType]);
  const [list, reload] = useQuery({ query: LIST_COMMENTS, variables });
  const [subscription] = useSubscription<OnCreateCommentSubscription, CommentRecord[]>(
    { query: ON_CREATE_COMMENT, variables },
    (previous = [], event) => (event.onCreateComment ? [...previous, event.onCreateComment] : previous),
  );
  const live = subscription.data;

  const comments = useMemo(() => {
    const listed = list.data?.listComments.items ?? [];
    const known = new Set(listed.map((comment) => comment.id));
    return [...listed, ...(live ?? []).filter((comment) => !known.has(comment.id))];
  }, [list.data, live]);

  return {
    comments,
    loading: list.fetching && !list.data,
    // SPEC.md section 8: subscription errors are reported as 'Connection failed'.
    connectionFailed: Boolean(subscription.error),
    reload: () => reload({ requestPolicy: 'network-only' }),
  };
}
