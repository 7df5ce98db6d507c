import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema, RESET_REQUESTED_MESSAGE } from '@reelboard/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { requestJson } from '../../lib/http';
import { AuthCard } from './auth-card';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from './auth-schemas';

const errorText = (error: unknown) =>
  error instanceof Error && error.name.endsWith('Exception')
    ? error.message
    : 'Something went wrong. Please try again.';

// "Forgot password?" (issue 22): the address, then the mailed code with a new password
// twice. The first answer is the same whether the address has an account or not.
export function ForgotPasswordFlow() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? <AskForCode onSent={setEmail} /> : <ChooseNewPassword email={email} />;
}

type ResetRequest = z.output<typeof forgotPasswordRequestSchema>;

function AskForCode({ onSent }: { onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordRequestSchema>, unknown, ResetRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  async function send({ email }: ResetRequest) {
    try {
      await requestJson('/auth/forgot-password', { method: 'POST', body: { email } });
      onSent(email);
    } catch (failure) {
      toast.error(errorText(failure));
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's e-mail address and we will send you a code."
    >
      <form noValidate onSubmit={handleSubmit(send)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send code'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/signin" className="font-medium text-violet-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function ChooseNewPassword({ email }: { email: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirm: '' },
  });

  async function reset({ code, password }: ResetPasswordFormValues) {
    try {
      await requestJson('/auth/confirm-forgot-password', { method: 'POST', body: { email, code, password } });
      toast.success('Your password was reset. Sign in with your new password.');
      navigate('/signin', { state: { email } });
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'InvalidPasswordException')
        setError('password', { message: failure.message });
      else toast.error(errorText(failure));
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle={RESET_REQUESTED_MESSAGE}>
      <form noValidate onSubmit={handleSubmit(reset)} className="space-y-4">
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <p className="text-xs text-slate-600">
          Resetting your password signs your account out on every device.
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
