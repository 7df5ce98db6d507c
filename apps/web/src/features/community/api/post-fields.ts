import { type DocumentType, graphql } from '../../../graphql/gql';

const POST_FIELDS = graphql(`
  fragment PostFields on Post {
    id
    title
    content
    category
    imageUrl
    author
    authorName
    authorAvatarUrl
    likes
    loves
    laughs
    commentCount
    createdAt
    editedAt
    hidden
  }
`);

/** A community post as its card and its page show it. */
export type Post = DocumentType<typeof POST_FIELDS>;
