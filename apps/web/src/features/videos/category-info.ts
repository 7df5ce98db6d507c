import type { VideoCategory } from '@reelboard/shared/categories';

// The category pages' introductions (SPEC.md section 2). Other names have no page, so the
// spec's generic line for them is never shown.
export const CATEGORY_DESCRIPTIONS: Record<VideoCategory, string> = {
  Business:
    'Ideas, strategies and stories from founders, operators and professionals building what comes next.',
  Lifestyle: 'Everyday inspiration on wellbeing, relationships, travel, food and living well.',
  Beauty: 'Creative arts, design, fashion and beauty from makers with a distinctive eye.',
  Innovation: 'New technology, inventive projects and the people turning bold ideas into reality.',
};
