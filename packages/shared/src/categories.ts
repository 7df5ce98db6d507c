// The four video categories (SPEC.md section 3) and how labels from the external video
// list map onto them.
export const VIDEO_CATEGORIES = ['Business', 'Lifestyle', 'Beauty', 'Innovation'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** 'business', ' Business ' -> 'Business'; anything that is not a category -> undefined. */
export function parseVideoCategory(value: string): VideoCategory | undefined {
  const wanted = value.trim().toLowerCase();
  return VIDEO_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

const EXTERNAL_LABELS: Record<string, VideoCategory> = {
  'Business & IT Services': 'Business',
  'Relationships & Lifestyle': 'Lifestyle',
  'Creative Arts & Design': 'Beauty',
  'Innovative Tech Projects': 'Innovation',
};

/** The external list's labels; anything else, even one of our own names, is Innovation. */
export function mapExternalCategory(label: unknown): VideoCategory {
  return (typeof label === 'string' && EXTERNAL_LABELS[label.trim()]) || 'Innovation';
}
