import type { Viewer } from '../services/video-service.ts';
import type { GraphQLContext } from './context.ts';

// Who reads, worked out once per request: many fields (admin notes on every video of a
// list) ask the same question.
const viewers = new WeakMap<GraphQLContext, Promise<Viewer>>();

export function viewerOf(context: GraphQLContext): Promise<Viewer> {
  let viewer = viewers.get(context);
  if (!viewer) {
    const caller = context.caller;
    viewer =
      caller.kind === 'user'
        ? context.services.profiles
            .isAdmin(caller.userId)
            .then((isAdmin) => ({ userId: caller.userId, isAdmin }))
        : Promise.resolve({ userId: null, isAdmin: false });
    viewers.set(context, viewer);
  }
  return viewer;
}

/** A browser-loadable URL for a stored key or an absolute URL; private keys are not exposed. */
export function mediaUrl(context: GraphQLContext, value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('public/') ? context.services.storage.publicUrl(value) : null;
}
