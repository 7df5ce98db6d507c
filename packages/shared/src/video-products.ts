// Shoppable videos (issue 13 item 3, ADR 0023): a video shows at most three shop products.
// The server enforces this rule when products are tagged; the tagging forms use it to say
// so before sending.

export const MAX_VIDEO_PRODUCTS = 3;

export const videoProductMessages = {
  tooMany: `A video can show at most ${MAX_VIDEO_PRODUCTS} products.`,
  duplicate: 'Each product can be tagged on a video only once.',
  unknownProduct: 'That product is not in the shop.',
  notAllowed: 'Only admins and the creator of this video can tag products on it.',
  notTagged: 'That product is not shown on this video.',
  rateLimited: 'Too many items added to the cart. Please wait a minute.',
} as const;

/** What is wrong with a list of product ids to tag on one video, or undefined. */
export function videoProductsProblem(productIds: readonly string[]): string | undefined {
  if (productIds.length > MAX_VIDEO_PRODUCTS) return videoProductMessages.tooMany;
  if (new Set(productIds).size !== productIds.length) return videoProductMessages.duplicate;
  return undefined;
}

/** The choice after a click on one product: taken out if chosen, added while fewer than three are. */
export function toggleVideoProduct(chosen: readonly string[], productId: string): string[] {
  if (chosen.includes(productId)) return chosen.filter((id) => id !== productId);
  return chosen.length < MAX_VIDEO_PRODUCTS ? [...chosen, productId] : [...chosen];
}
