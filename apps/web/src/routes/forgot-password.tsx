import { ForgotPasswordFlow } from '../features/auth/forgot-password-flow';

export function ForgotPasswordPage() {
  return (
    <>
      <title>Reset your password · Reelboard</title>
      <ForgotPasswordFlow />
    </>
  );
}
