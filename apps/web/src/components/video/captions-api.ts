import { type DocumentType, graphql } from '../../graphql/gql';

// The caption tracks a player offers (ADR 0036): asked for by the player itself, so that the
// video page and Shorts read them the same way.
export const VIDEO_CAPTIONS = graphql(`
  query VideoCaptions($id: ID!) {
    getVideo(id: $id) {
      id
      captions {
        language
        url
      }
    }
  }
`);

export type CaptionTrack = NonNullable<DocumentType<typeof VIDEO_CAPTIONS>['getVideo']>['captions'][number];
