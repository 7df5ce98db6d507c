import { graphql } from '../../graphql/gql';

export const VOTE_VIDEO = graphql(`
  mutation VoteVideo($videoId: ID!, $vote: VideoVote!) {
    voteVideo(videoId: $videoId, vote: $vote) {
      vote
      video {
        id
        likes
        dislikes
      }
    }
  }
`);

// The reader's own vote (signed in, or this visitor): never kept by the public cache.
export const MY_VIDEO_VOTE = graphql(`
  query MyVideoVote($videoId: ID!) {
    myVideoVote(videoId: $videoId)
  }
`);
