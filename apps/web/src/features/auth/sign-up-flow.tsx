import { useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { SignUpForm } from './sign-up-form';

// Form mode until an account is created; confirmation mode after that, or straight away
// when another screen sends the person here with their e-mail (unconfirmed sign-in).
export function SignUpFlow() {
  const arrivalEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof arrivalEmail === 'string' ? arrivalEmail : '');
  const [confirming, setConfirming] = useState(email !== '');

  if (confirming) return <ConfirmSignUpForm email={email} onBack={() => setConfirming(false)} />;
  return (
    <SignUpForm
      defaultEmail={email}
      onSignedUp={(signedUpEmail) => {
        setEmail(signedUpEmail);
        setConfirming(true);
      }}
    />
  );
}
