import { z } from 'zod';

// Scheduled publishing (ADR 0039): a creator may choose when their approved video goes
// public, any time in the coming year. The server checks the time with this schema on the
// database's side of the clock; the forms check it first with the browser's clock.

/** How far ahead a video may be scheduled: a year. */
export const MAX_PUBLISH_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

export const publishTimeMessages = {
  invalid: 'Enter a valid date and time to publish at.',
  past: 'Choose a publish time in the future.',
  tooFar: 'Choose a publish time within a year from now.',
  alreadyPublic: 'This video is already public.',
};

/** A publish time chosen at `now`: a valid date, in the future, within a year. */
export const publishTimeSchema = (now: Date) =>
  z
    .date({ error: publishTimeMessages.invalid })
    .refine((at) => at.getTime() > now.getTime(), publishTimeMessages.past)
    .refine((at) => at.getTime() <= now.getTime() + MAX_PUBLISH_AHEAD_MS, publishTimeMessages.tooFar);

/** The first problem with a publish time, or undefined when it may be used. */
export function publishTimeProblem(at: Date, now: Date): string | undefined {
  const parsed = publishTimeSchema(now).safeParse(at);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? publishTimeMessages.invalid);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a `datetime-local` input shows it: the browser's local time, to the minute. */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A `datetime-local` input's value as a date (the browser's local time), or undefined when
 * it is empty; an unreadable value gives an invalid date, which the schema refuses.
 */
export function fromLocalInput(value: string): Date | undefined {
  if (value.trim() === '') return undefined;
  // Without an offset, an ISO date-time is read as local time (ECMAScript's Date.parse).
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? new Date(value) : new Date(Number.NaN);
}
