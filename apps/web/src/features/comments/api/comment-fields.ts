import { type DocumentType, graphql } from '../../../graphql/gql';

const COMMENT_FIELDS = graphql(`
  fragment CommentFields on Comment {
    id
    content
    targetId
    targetType
    parentCommentId
    author
    authorName
    authorAvatarUrl
    likes
    dislikes
    createdAt
    editedAt
    status
  }
`);

/** One comment under a video or a post (one model for both, SPEC.md section 7). */
export type CommentRecord = DocumentType<typeof COMMENT_FIELDS>;
