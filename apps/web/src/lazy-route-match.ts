import { matchRoutes, type RouteObject } from 'react-router';

// A prerendered page's route is loaded before the app takes the markup over: a lazy route
// still loading renders nothing, which would not match the markup (ADR 0034). Its chunks
// are named by the page itself (build/route-preloads.ts), so this waits for no new request.
export async function loadMatchedLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}
