import { type DocumentType, graphql } from '../../../graphql/gql';

// A video under review: the player, the uploader and the moderation form's fields.
const ADMIN_VIDEO_FIELDS = graphql(`
  fragment AdminVideoFields on Video {
    id
    title
    category
    uploadDate
    source
    creatorId
    creatorEmail
    creatorProfile {
      id
      name
      avatarUrl
    }
    isApproved
    isFeatured
    isTrending
    adminNotes
    updatedAt
    processingStatus
    publishAt
    products {
      _id
    }
    ...PlayableVideoFields
  }
`);

export type AdminVideo = DocumentType<typeof ADMIN_VIDEO_FIELDS>;
