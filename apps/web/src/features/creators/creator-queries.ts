import { CREATOR_FIELDS, type CreatorProfile } from '../../lib/video-api';

export const GET_CREATOR = `query GetCreator($id: ID!) { getCreator(id: $id) { ${CREATOR_FIELDS} } }`;

export const LIST_CREATORS = `
  query ListCreators($limit: Int, $nextToken: String) {
    listCreators(limit: $limit, nextToken: $nextToken) { items { ${CREATOR_FIELDS} } nextToken }
  }`;

export type CreatorConnection = { listCreators: { items: CreatorProfile[]; nextToken: string | null } };
