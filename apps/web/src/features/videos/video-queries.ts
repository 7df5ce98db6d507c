import { VIDEO_FIELDS, type Video } from '../../lib/video-api';

export const HOME_FEED = `
  query HomeFeed {
    homeFeed { featured { ${VIDEO_FIELDS} } trending { ${VIDEO_FIELDS} } latest { ${VIDEO_FIELDS} } }
  }`;

export type HomeFeed = { homeFeed: { featured: Video[]; trending: Video[]; latest: Video[] } };

export const GET_VIDEO = `
  query GetVideo($id: ID!) { getVideo(id: $id) { ${VIDEO_FIELDS} } }`;

export const RECORD_VIEW = `
  mutation RecordVideoView($videoId: ID!) { recordVideoView(videoId: $videoId) { id views } }`;
