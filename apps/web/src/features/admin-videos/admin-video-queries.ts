import { VIDEO_FIELDS, type Video } from '../../lib/video-api';

export type AdminVideo = Video & { adminNotes: string | null; updatedAt: string };

const ADMIN_VIDEO_FIELDS = `${VIDEO_FIELDS} adminNotes updatedAt`;

// Admins see every video, approved or not.
export const ADMIN_LIST_VIDEOS = `
  query AdminListVideos($limit: Int, $nextToken: String) {
    listVideos(limit: $limit, nextToken: $nextToken) { items { ${ADMIN_VIDEO_FIELDS} } nextToken }
  }`;

export type AdminVideoConnection = { listVideos: { items: AdminVideo[]; nextToken: string | null } };

export const UPDATE_VIDEO = `
  mutation UpdateVideo($input: UpdateVideoInput!) { updateVideo(input: $input) { ${ADMIN_VIDEO_FIELDS} } }`;

export type ModerationInput = Pick<AdminVideo, 'id' | 'isApproved' | 'isFeatured' | 'isTrending'> & {
  adminNotes: string;
};

// Any change to a video (another admin's review, processing finishing) as it happens.
export const ON_UPDATE_VIDEO = `subscription OnUpdateVideo { onUpdateVideo { id updatedAt } }`;
