import { graphql } from '../../../graphql/gql';

// The home page's three lists, composed by the server (SPEC.md section 9).
export const HOME_FEED = graphql(`
  query HomeFeed {
    homeFeed {
      featured {
        ...VideoCardFields
      }
      trending {
        ...VideoCardFields
      }
      latest {
        ...VideoCardFields
      }
    }
  }
`);
