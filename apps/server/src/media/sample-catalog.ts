import type { VideoCategory } from '@reelboard/shared/categories';

// The built-in sample videos (SPEC.md section 3): 4 per category, generated locally with
// ffmpeg at first start. The first of each category is featured, the second trending.
export type SampleVideo = {
  slug: string;
  title: string;
  description: string;
  category: VideoCategory;
  tags: string[];
  seconds: number;
  isFeatured: boolean;
  isTrending: boolean;
  uploadDate: Date;
  /** Shifts the test pattern's colours so the categories look different. */
  hue: number;
};

// The expiry of the original seed data, kept as shown; samples stay visible regardless.
export const SAMPLE_EXPIRY = new Date('2025-12-31T00:00:00.000Z');

const CATALOG: Record<VideoCategory, [title: string, description: string, tags: string[]][]> = {
  Business: [
    [
      '3 Pricing Mistakes Killing Your Startup',
      'Charging too little, hiding the price and never raising it: how to spot each one and what to do instead.',
      ['startups', 'pricing', 'business'],
    ],
    [
      'How I Pitch Investors in 60 Seconds',
      'The one-minute structure I use for every first meeting, from the hook to the ask.',
      ['pitching', 'fundraising', 'business'],
    ],
    [
      'The Cold Email Template That Gets Replies',
      'Four sentences, one question, no attachments. Steal this template for your next outreach.',
      ['sales', 'email', 'business'],
    ],
    [
      'A Day in the Life of a Solo Founder',
      'Customer calls, shipping code and doing the books before lunch: an honest look at running a one-person company.',
      ['founder', 'productivity', 'business'],
    ],
  ],
  Lifestyle: [
    [
      '5-Minute Morning Routine for Busy People',
      'Water, light, a short stretch and one priority: a routine that fits before the kettle boils.',
      ['morning routine', 'habits', 'lifestyle'],
    ],
    [
      'Minimalist Apartment Tour on a Budget',
      'How we furnished a 40 m² flat with second-hand finds and kept it calm and clutter-free.',
      ['minimalism', 'home', 'lifestyle'],
    ],
    [
      'Meal Prep Sunday: A Week of Lunches',
      'Three base recipes, five different lunches, one hour in the kitchen.',
      ['meal prep', 'cooking', 'lifestyle'],
    ],
    [
      'How We Keep Date Night Alive with Kids',
      'Small rituals that keep a relationship warm when evenings are short and everyone is tired.',
      ['relationships', 'family', 'lifestyle'],
    ],
  ],
  Beauty: [
    [
      'Everyday Glow Makeup in Under 10 Minutes',
      'A light base, cream blush and one brow product for a fresh look that lasts all day.',
      ['makeup', 'tutorial', 'beauty'],
    ],
    [
      'Skincare Layering: What Goes First?',
      'Cleanser, toner, serum, moisturiser, sunscreen: the order that lets each product do its job.',
      ['skincare', 'routine', 'beauty'],
    ],
    [
      'Watercolor Florals for Beginners',
      'Loose roses and leaves with three brushes and a limited palette. No drawing skills needed.',
      ['watercolor', 'art', 'design'],
    ],
    [
      'Heatless Curls Overnight',
      'Soft waves with a robe belt and a few clips, without heat damage.',
      ['hair', 'tutorial', 'beauty'],
    ],
  ],
  Innovation: [
    [
      'Building a Weather Station with a Raspberry Pi',
      'Temperature, humidity and wind speed logged every minute, with a live dashboard on the local network.',
      ['raspberry pi', 'diy', 'tech'],
    ],
    [
      'This Drone Maps a Forest in 3D',
      'Photogrammetry from a consumer drone turns a walk in the woods into a measurable 3D model.',
      ['drones', 'mapping', 'tech'],
    ],
    [
      'Home Automation Without the Cloud',
      'Lights, blinds and heating controlled locally: faster, private and still working when the internet is down.',
      ['smart home', 'privacy', 'tech'],
    ],
    [
      'Prototyping a Smart Plant Pot',
      'A soil sensor, a tiny pump and a microcontroller: from breadboard to a pot that waters itself.',
      ['prototyping', 'electronics', 'tech'],
    ],
  ],
};

const HUES: Record<VideoCategory, number> = { Business: 0, Lifestyle: 90, Beauty: 300, Innovation: 200 };

// Upload dates run round the categories, so the newest four are one of each.
export const SAMPLE_VIDEOS: SampleVideo[] = (Object.keys(CATALOG) as VideoCategory[]).flatMap((category, c) =>
  CATALOG[category].map(([title, description, tags], i) => ({
    slug: `${category.toLowerCase()}-${i + 1}`,
    title,
    description,
    category,
    tags,
    seconds: 5 + (((c * 4 + i) * 3) % 8),
    isFeatured: i === 0,
    isTrending: i === 1,
    uploadDate: new Date(Date.UTC(2025, 0, 6 + (i * 4 + c) * 2, 9)),
    hue: HUES[category],
  })),
);
