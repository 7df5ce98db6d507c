// The shop's built-in products (SPEC.md sections 2 and 9): three sample items and a
// donation. Images are committed under apps/web/public/shop (generated locally, so the
// page needs no external host).
export type CatalogProduct = {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  images: string[];
  category: string;
  subcategory: string | null;
  donationNote: string | null;
};

export const BUILT_IN_PRODUCTS: readonly CatalogProduct[] = [
  {
    slug: 'reelboard-tee',
    name: 'Reelboard Logo Tee',
    description: 'Soft cotton t-shirt with the Reelboard logo on the chest.',
    priceCents: 2999,
    images: ['/shop/tee.webp'],
    category: 'Apparel',
    subcategory: 'T-Shirts',
    donationNote: null,
  },
  {
    slug: 'creator-hoodie',
    name: 'Creator Hoodie',
    description: 'Warm fleece hoodie for long editing nights.',
    priceCents: 4999,
    images: ['/shop/hoodie.webp'],
    category: 'Apparel',
    subcategory: 'Hoodies',
    donationNote: null,
  },
  {
    slug: 'spotlight-sunglasses',
    name: 'Spotlight Sunglasses',
    description: 'Polarized sunglasses with UV400 lenses, for shooting outdoors.',
    priceCents: 9999,
    images: ['/shop/sunglasses.webp'],
    category: 'Accessories',
    subcategory: null,
    donationNote: null,
  },
  {
    slug: 'support-creators-donation',
    name: 'Support Independent Creators',
    description: 'A donation that helps keep Reelboard free for creators and viewers.',
    priceCents: 1000,
    images: ['/shop/donation.webp'],
    category: 'Donation',
    subcategory: null,
    donationNote:
      'This is a donation: nothing is shipped, and it goes entirely to running Reelboard. Thank you!',
  },
];
