import { useMemo } from 'react';
import { useQuery, useSubscription } from 'urql';
import {
  type CommentRecord,
  type CommentTargetType,
  LIST_COMMENTS,
  type ListComments,
  ON_CREATE_COMMENT,
  type OnCreateComment,
} from './comment-queries';

// The comments of one video or post: the list, plus comments that arrive over the
// realtime subscription while the page is open (merged by id, so the reload after one's
// own comment does not show it twice).
export function useComments(targetId: string, targetType: CommentTargetType) {
  const variables = useMemo(() => ({ targetId, targetType }), [targetId, targetType]);
  const [list, reload] = useQuery<ListComments>({ query: LIST_COMMENTS, variables });
  const [subscription] = useSubscription<OnCreateComment, CommentRecord[]>(
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
