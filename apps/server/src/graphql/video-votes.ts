import { VOTES, type Vote } from '@reelboard/shared/votes';
import type { Video } from '../services/videos/video-service.ts';
import { builder } from './builder.ts';
import { VideoType } from './videos.ts';

// Likes and dislikes of videos, once per person or visitor (services/videos/video-votes.ts).
const VideoVote = builder.enumType('VideoVote', { values: VOTES });

const VideoVoteResult = builder.objectRef<{ vote: Vote | null; video: Video }>('VideoVoteResult').implement({
  fields: (t) => ({
    vote: t.field({
      type: VideoVote,
      nullable: true,
      description: "The reader's vote after this one; null when it took the earlier vote back.",
      resolve: (result) => result.vote,
    }),
    video: t.field({ type: VideoType, resolve: (result) => result.video }),
  }),
});

builder.queryFields((t) => ({
  myVideoVote: t.field({
    type: VideoVote,
    nullable: true,
    description: "The reader's own vote on a video (signed in, or this visitor's address), or null.",
    args: { videoId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.videoVotes.voteOf(context.actor, context.clientIp, String(args.videoId)),
  }),
}));

builder.mutationFields((t) => ({
  voteVideo: t.field({
    type: VideoVoteResult,
    description:
      'Likes or dislikes a video, once per person or visitor: the same vote again takes it back, the other replaces it.',
    args: { videoId: t.arg.id({ required: true }), vote: t.arg({ type: VideoVote, required: true }) },
    resolve: (_root, args, context) =>
      context.services.videoVotes.vote(context.actor, context.clientIp, String(args.videoId), args.vote),
  }),
}));
