import type { SignInChallenge } from '../../lib/session';

// A sign-in path that ends in a redirect rather than a JSON answer (social sign-in's
// callback) hands its second-factor challenge to this page in the address's fragment,
// which never reaches a server or its logs:
//   /signin#challenge=<Session>&factors=SOFTWARE_TOKEN_MFA,WEB_AUTHN
const FACTORS = ['SOFTWARE_TOKEN_MFA', 'WEB_AUTHN'] as const;
type Factor = (typeof FACTORS)[number];
const isFactor = (name: string): name is Factor => (FACTORS as readonly string[]).includes(name);

export function challengeFromHash(hash: string): SignInChallenge | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const session = params.get('challenge');
  if (!session) return null;
  const factors = (params.get('factors') ?? '').split(',').filter(isFactor);
  return {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: session,
    AvailableChallenges: factors.length > 0 ? factors : ['SOFTWARE_TOKEN_MFA'],
  };
}
