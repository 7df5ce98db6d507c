import { z } from 'zod';

// Two-factor sign-in and passkeys (issue 22, ADR 0032): the requests of the identity API,
// shared by the web forms and the server's routes.
const PASSKEY_NAME_MAX = 60;

export const twoFactorMessages = {
  codeRequired: 'Please enter the code from your authenticator app',
  passkeyNameRequired: 'Please give the passkey a name',
  codeOrPassword: 'Enter a code from your app, a recovery code, or your password',
} as const;

// A 6-digit code from the app, or a recovery code (xxxxx-xxxxx); the server tells them apart.
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(32, 'That is not a code from your app or a recovery code');

// A WebAuthn answer as @simplewebauthn/browser sends it; the server's library checks the rest.
export const webAuthnCredentialSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(8192) }),
  clientExtensionResults: z.looseObject({}),
});

export const respondToChallengeRequestSchema = z.discriminatedUnion('ChallengeName', [
  z.object({
    ChallengeName: z.literal('SOFTWARE_TOKEN_MFA'),
    Session: z.string().min(1).max(200),
    ChallengeResponses: z.object({ SOFTWARE_TOKEN_MFA_CODE: secondFactorCodeSchema }),
  }),
  z.object({
    ChallengeName: z.literal('WEB_AUTHN'),
    Session: z.string().min(1).max(200),
    ChallengeResponses: z.object({ CREDENTIAL: webAuthnCredentialSchema }),
  }),
]);

export const challengeSessionRequestSchema = z.object({ Session: z.string().min(1).max(200) });
export const totpEnableRequestSchema = z.object({ code: secondFactorCodeSchema });
export const twoFactorDisableRequestSchema = z
  .object({ code: z.string().trim().max(32).optional(), password: z.string().max(256).optional() })
  .refine((body) => Boolean(body.code) !== Boolean(body.password), twoFactorMessages.codeOrPassword);

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, twoFactorMessages.passkeyNameRequired)
  .max(PASSKEY_NAME_MAX, `A passkey's name has at most ${PASSKEY_NAME_MAX} characters`);
export const passkeyRegisterRequestSchema = z.object({
  name: passkeyNameSchema,
  credential: webAuthnCredentialSchema,
});
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
export const passkeySignInRequestSchema = z.object({ credential: webAuthnCredentialSchema });

/** What settings show of the account's second factors. */
export type TwoFactorStatus = {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
};
