import { describe, expect, it } from 'vitest';
import { postEngagement, videoEngagement } from './engagement.ts';

describe('engagement score', () => {
  it('posts: likes + comment count (loves and laughs do not count)', () => {
    expect(postEngagement({ likes: 3, commentCount: 4 })).toBe(7);
  });
  it('videos: likes + dislikes + comment count', () => {
    expect(videoEngagement({ likes: 3, dislikes: 2, commentCount: 4 })).toBe(9);
  });
});
