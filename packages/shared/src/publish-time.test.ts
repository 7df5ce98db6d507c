import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  MAX_PUBLISH_AHEAD_MS,
  publishTimeMessages,
  publishTimeProblem,
  toLocalInput,
} from './publish-time.ts';

const now = new Date('2026-11-26T22:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('publish time', () => {
  it('must be a valid time in the future, within a year', () => {
    expect(publishTimeProblem(after(90_000), now)).toBeUndefined();
    expect(publishTimeProblem(after(MAX_PUBLISH_AHEAD_MS), now)).toBeUndefined();
    expect(publishTimeProblem(now, now)).toBe(publishTimeMessages.past);
    expect(publishTimeProblem(after(-1), now)).toBe(publishTimeMessages.past);
    expect(publishTimeProblem(after(MAX_PUBLISH_AHEAD_MS + 1), now)).toBe(publishTimeMessages.tooFar);
    expect(publishTimeProblem(new Date(Number.NaN), now)).toBe(publishTimeMessages.invalid);
  });

  it('reads and writes a datetime-local value in local time', () => {
    const at = new Date(2026, 10, 27, 9, 5);
    expect(toLocalInput(at)).toBe('2026-11-27T09:05');
    expect(fromLocalInput('2026-11-27T09:05')).toEqual(at);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('tomorrow')?.getTime()).toBeNaN();
    expect(publishTimeProblem(fromLocalInput('tomorrow') as Date, now)).toBe(publishTimeMessages.invalid);
  });
});
