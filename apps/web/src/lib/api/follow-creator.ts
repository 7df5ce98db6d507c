import { graphql } from '../../graphql/gql';

export const FOLLOW_CREATOR = graphql(`
  mutation FollowCreator($creatorId: ID!) {
    followCreator(creatorId: $creatorId) {
      ...CreatorFields
    }
  }
`);
