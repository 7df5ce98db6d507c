import { VIDEO_FIELDS, type Video } from '../../lib/video-api';

export type ReactionKind = 'LIKE' | 'LAUGH' | 'LOVE';

export type Post = {
  id: string;
  title: string;
  content: string;
  category: string;
  imageUrl: string | null;
  author: string;
  authorName: string;
  authorAvatarUrl: string | null;
  likes: number;
  loves: number;
  laughs: number;
  commentCount: number;
  createdAt: string;
};

const POST_FIELDS =
  'id title content category imageUrl author authorName authorAvatarUrl likes loves laughs commentCount createdAt';

export const GET_POST = `query GetPost($id: ID!) { getPost(id: $id) { ${POST_FIELDS} } }`;

export const CREATE_POST = `
  mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) { id } }`;

export const TOGGLE_REACTION = `
  mutation ToggleReaction($postId: ID!, $type: PostReactionType!) {
    toggleReaction(postId: $postId, type: $type) { reacted post { ${POST_FIELDS} } }
  }`;
export type ToggleReaction = { toggleReaction: { reacted: boolean; post: Post } };

export const MY_REACTIONS = `
  query MyReactions($postId: ID!, $userId: ID!) {
    listReactions(filter: { postId: { eq: $postId }, userId: { eq: $userId } }) { id type }
  }`;

type PopularComment = {
  videoTitle: string;
  comment: {
    id: string;
    content: string;
    targetId: string;
    authorName: string;
    authorAvatarUrl: string | null;
  };
};

type BoardVideo = Video & { commentCount: number };

export const COMMUNITY_BOARD = `
  query CommunityBoard {
    communityBoard {
      videos { ${VIDEO_FIELDS} commentCount }
      posts { ${POST_FIELDS} }
      popularVideoComments { videoTitle comment { id content targetId authorName authorAvatarUrl } }
    }
  }`;
export type CommunityBoard = {
  communityBoard: { videos: BoardVideo[]; posts: Post[]; popularVideoComments: PopularComment[] };
};
