import { graphql } from '../../graphql/gql';

export const UNFOLLOW_CREATOR = graphql(`
  mutation UnfollowCreator($creatorId: ID!) {
    unfollowCreator(creatorId: $creatorId) {
      ...CreatorFields
    }
  }
`);
