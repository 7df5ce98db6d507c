import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { IdentityError } from './identity-error.ts';

// NIST SP 800-63B asks that new passwords be checked against a list of common, expected
// and breached ones. zxcvbn-ts with its common package does that offline: about 50,000
// passwords from breach corpora, with their variants (capitals, l33t, reversed, digits
// added), plus keyboard patterns, sequences and repeats, and the person's own e-mail
// address and name. See docs/decisions/0016-breached-password-check.md.
const TOO_COMMON = 'This password is too common or too easy to guess. Choose a less common password.';

// zxcvbn's score 2 means at least 10^6 guesses: past what an online attacker, slowed by
// the sign-in back-off, gets through. Scores 0 and 1 are the common passwords and their
// obvious variants.
const MIN_SCORE = 2;

// Matching takes time that grows faster than the length; a password whose first 64
// characters are not common is not on any list.
const CHECKED_LENGTH = 64;

// Built on first use: unpacking the lists takes a few hundred milliseconds.
let checker: ZxcvbnFactory | undefined;

/** Throws InvalidPasswordException when the password is common or easy to guess. */
export function assertPasswordNotCommon(password: string, context: { email: string; name: string }): void {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });
  const localPart = context.email.split('@')[0] ?? '';
  const result = checker.check(password, [context.email, localPart, context.name, 'reelboard']);
  if (result.score < MIN_SCORE) throw new IdentityError('InvalidPasswordException', TOO_COMMON);
}
