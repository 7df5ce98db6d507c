import { describe, expect, it } from 'vitest';
import { challengeFromHash } from './challenge-link';

describe('a challenge handed over in the address', () => {
  it('reads the session and the factors, and nothing else', () => {
    expect(challengeFromHash('#challenge=abc_-1&factors=SOFTWARE_TOKEN_MFA,WEB_AUTHN,SMS_MFA')).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'abc_-1',
      AvailableChallenges: ['SOFTWARE_TOKEN_MFA', 'WEB_AUTHN'],
    });
    expect(challengeFromHash('#challenge=abc')?.AvailableChallenges).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(challengeFromHash('')).toBeNull();
    expect(challengeFromHash('#section-2')).toBeNull();
  });
});
