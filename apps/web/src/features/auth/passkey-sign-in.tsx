import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { passkeyAssertion, publicPasskeyOptions } from '../../lib/webauthn';
import { secondFactorErrorToast } from './two-factor-messages';

// "Sign in with a passkey": no e-mail, no password. The browser offers the passkeys it holds
// for this site (discoverable credentials), and the passkey names the account.
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { completeSignIn } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      const credential = await passkeyAssertion(await publicPasskeyOptions('/auth/passkeys/sign-in-options'));
      await completeSignIn('/auth/passkeys/sign-in', { credential });
      onSignedIn();
    } catch (failure) {
      toast.error(secondFactorErrorToast(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" className="w-full" disabled={busy} onClick={() => void signIn()}>
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
