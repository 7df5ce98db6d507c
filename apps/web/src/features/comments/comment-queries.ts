// The comment calls of SPEC.md section 7: one model for videos and posts.
export type CommentTargetType = 'video' | 'post';

export type CommentRecord = {
  id: string;
  content: string;
  targetId: string;
  targetType: CommentTargetType;
  parentCommentId: string | null;
  author: string;
  authorName: string;
  authorAvatarUrl: string | null;
  likes: number;
  dislikes: number;
  createdAt: string;
};

const COMMENT_FIELDS =
  'id content targetId targetType parentCommentId author authorName authorAvatarUrl likes dislikes createdAt';

export const LIST_COMMENTS = `
  query ListComments($targetId: ID!, $targetType: String!) {
    listComments(filter: { targetId: { eq: $targetId }, targetType: { eq: $targetType } }, limit: 1000) {
      items { ${COMMENT_FIELDS} }
    }
  }`;
export type ListComments = { listComments: { items: CommentRecord[] } };

export const CREATE_COMMENT = `
  mutation CreateComment($input: CreateCommentInput!) { createComment(input: $input) { ${COMMENT_FIELDS} } }`;

export const VOTE_COMMENT = `
  mutation VoteComment($commentId: ID!, $vote: CommentVote!) {
    voteComment(commentId: $commentId, vote: $vote) { id likes dislikes }
  }`;

export const DELETE_COMMENT = `mutation DeleteComment($id: ID!) { deleteComment(id: $id) { id } }`;

export const ON_CREATE_COMMENT = `
  subscription OnCreateComment($targetId: ID!, $targetType: CommentTargetType!) {
    onCreateComment(targetId: $targetId, targetType: $targetType) { ${COMMENT_FIELDS} }
  }`;
export type OnCreateComment = { onCreateComment: CommentRecord | null };
