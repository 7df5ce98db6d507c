/**
 * `now()`, then every value of `later`, as a subscription's iterator. A client reads the
 * bell's count before its socket subscribes: a notification made in between would stay
 * unannounced until the next one. `later` is listened to before `now()` is read, so nothing
 * falls between. Not an async generator: a generator waiting for `later`'s next value only
 * returns when that value comes, so a closed subscription would keep its listener until
 * then; here return() ends `later` at once.
 */
export function nowAndOnEvery<T>(now: () => Promise<T>, later: AsyncIterable<T>): AsyncIterableIterator<T> {
  const events = later[Symbol.asyncIterator]();
  let listening: Promise<IteratorResult<T>> | undefined = events.next();
  let answeredNow = false;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (!answeredNow) {
        answeredNow = true;
        return { value: await now(), done: false };
      }
      const next = listening ?? events.next();
      listening = undefined;
      return next;
    },
    async return() {
      await events.return?.();
      return { value: undefined, done: true };
    },
  };
}
