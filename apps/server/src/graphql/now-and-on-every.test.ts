import { expect, it } from 'vitest';
import { nowAndOnEvery } from './now-and-on-every.ts';

/** An endless source of values pushed by hand, which records when it is ended. */
function source<T>() {
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  const state = { listening: false, ended: false };
  const iterable: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        state.listening = true;
        return new Promise<IteratorResult<T>>((resolve) => waiting.push(resolve));
      },
      return: async () => {
        state.ended = true;
        for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
        return { value: undefined, done: true };
      },
    }),
  };
  return { iterable, state, push: (value: T) => waiting.shift()?.({ value, done: false }) };
}

it('listens before it reads now, then passes every later value on', async () => {
  const later = source<number>();
  const values = nowAndOnEvery(async () => {
    expect(later.state.listening).toBe(true);
    return 1;
  }, later.iterable);
  expect(await values.next()).toEqual({ value: 1, done: false });
  const next = values.next();
  later.push(2);
  expect(await next).toEqual({ value: 2, done: false });
});

it('ends the later values at once when the subscription closes while it waits', async () => {
  const later = source<number>();
  const values = nowAndOnEvery(async () => 0, later.iterable);
  await values.next();
  const waiting = values.next();
  await values.return?.();
  expect(later.state.ended).toBe(true);
  expect(await waiting).toEqual({ value: undefined, done: true });
});
