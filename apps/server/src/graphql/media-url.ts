import type { GraphQLContext } from './context.ts';

/** A browser-loadable URL for a stored key or an absolute URL; private keys are not exposed. */
export function mediaUrl(context: GraphQLContext, value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('public/') ? context.services.storage.publicUrl(value) : null;
}
