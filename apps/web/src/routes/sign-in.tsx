import { SignInForm } from '../features/auth/sign-in-form';

export function SignInPage() {
  return (
    <>
      <title>Sign In · Reelboard</title>
      <SignInForm />
    </>
  );
}
