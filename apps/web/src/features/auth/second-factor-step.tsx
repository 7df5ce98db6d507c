import { secondFactorCodeSchema } from '@reelboard/shared/two-factor';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import type { SignInChallenge } from '../../lib/session';
import { passkeyAssertion, publicPasskeyOptions } from '../../lib/webauthn';
import { secondFactorErrorToast } from './two-factor-messages';

// The second step of a sign-in with two-factor on (Cognito's SOFTWARE_TOKEN_MFA challenge):
// a code from the authenticator app or a recovery code, or one of the account's passkeys.
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SignInChallenge;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { completeSignIn } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function attempt(answer: () => Promise<unknown>) {
    setBusy(true);
    try {
      await answer();
      onSignedIn();
    } catch (failure) {
      const { message, restart } = secondFactorErrorToast(failure);
      toast.error(message);
      if (restart) onRestart();
    } finally {
      setBusy(false);
    }
  }

  const submitCode = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void attempt(() =>
      completeSignIn('/auth/respond-to-challenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { SOFTWARE_TOKEN_MFA_CODE: parsed.data },
      }),
    );
  };

  const answerWithPasskey = () =>
    attempt(async () => {
      const options = await publicPasskeyOptions('/auth/passkeys/second-factor-options', {
        Session: challenge.Session,
      });
      const credential = await passkeyAssertion(options);
      await completeSignIn('/auth/respond-to-challenge', {
        ChallengeName: 'WEB_AUTHN',
        Session: challenge.Session,
        ChallengeResponses: { CREDENTIAL: credential },
      });
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app, or one
        of your recovery codes.
      </p>
      <form noValidate onSubmit={submitCode} className="space-y-4">
        <TextField
          label="Authentication code"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      {challenge.AvailableChallenges.includes('WEB_AUTHN') ? (
        <Button variant="outline" className="w-full" disabled={busy} onClick={() => void answerWithPasskey()}>
          Use a passkey instead
        </Button>
      ) : null}
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        Back to sign in
      </Button>
    </div>
  );
}
