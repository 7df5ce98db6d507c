import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { SignUpForm } from './sign-up-form';

// Form mode until an account is created; confirmation mode after that, or straight away
// when another screen sends the person here with their e-mail (unconfirmed sign-in). An
// invitation link's token (ADR 0035) goes along with the sign-up.
export function SignUpFlow() {
  const arrivalEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const invitation = useSearchParams()[0].get('invitation');
  const [email, setEmail] = useState(typeof arrivalEmail === 'string' ? arrivalEmail : '');
  const [confirming, setConfirming] = useState(email !== '');

  if (confirming) return <ConfirmSignUpForm email={email} onBack={() => setConfirming(false)} />;
  return (
    <SignUpForm
      defaultEmail={email}
      invitation={invitation}
      onSignedUp={(signedUpEmail) => {
        setEmail(signedUpEmail);
        setConfirming(true);
      }}
    />
  );
}
