import { useLocation } from 'react-router';
import { RegistrationGate } from '../features/auth/registration-gate';
import { SignUpFlow } from '../features/auth/sign-up-flow';

export function SignUpPage() {
  // A new visit (e.g. "Go to Confirmation" from sign-in) starts the flow afresh.
  const { key } = useLocation();
  return (
    <>
      <title>Sign Up · Reelboard</title>
      <RegistrationGate>
        <SignUpFlow key={key} />
      </RegistrationGate>
    </>
  );
}
