import { LEVEL_LABELS, LEVELS, type Level } from '@reelboard/shared/levels';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import type { ProfileService } from '../services/profiles/profile-service.ts';

export const USER_LEVEL_USAGE = 'reelboard user level <email> <viewer|creator|admin>';

const argsSchema = z.tuple(
  [
    z.email({ error: (issue) => `Not an e-mail address: ${String(issue.input)}` }),
    z.enum(LEVELS, {
      error: (issue) => `Unknown level ${String(issue.input)}: use viewer, creator or admin.`,
    }),
  ],
  { error: () => `Usage: ${USER_LEVEL_USAGE}` },
);

/** Checks the arguments after `user level`; throws with a one-line message. */
export function parseUserLevelArgs(args: string[]): { email: string; level: Level } {
  const parsed = argsSchema.safeParse(args);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? `Usage: ${USER_LEVEL_USAGE}`);
  const [email, level] = parsed.data;
  return { email, level };
}

export async function setUserLevel(
  profiles: Pick<ProfileService, 'findUserIdByEmail' | 'setLevel'>,
  email: string,
  level: Level,
): Promise<string> {
  const userId = await profiles.findUserIdByEmail(email);
  if (!userId) throw notFound(`No user with the e-mail address ${email}.`);
  const profile = await profiles.setLevel(userId, level);
  return `${email} is now ${LEVEL_LABELS[profile.level]} (${profile.level}).`;
}
