// A request's loaders (DataLoaders, or a lookup of what the process keeps), each made when a
// resolver first asks for it and held by the request's context. Not in a WeakMap keyed by
// the context: V8's scavenger keeps a WeakMap's values alive while their key is young, so
// every request's loader, and through its promises the request's whole result, was copied
// into the old generation. Under the signed-in load that was 3.3 MB per scavenge, a full
// collection every 0.7 s and the p99's tail (ADR 0020).
export type RequestLoaders = Map<string, unknown>;

/** The request's loader of this name, made by `make` the first time it is asked for. */
export function requestLoader<Loader>(
  context: { loaders: RequestLoaders },
  name: string,
  make: () => Loader,
): Loader {
  const known = context.loaders.get(name) as Loader | undefined;
  if (known) return known;
  const loader = make();
  context.loaders.set(name, loader);
  return loader;
}
