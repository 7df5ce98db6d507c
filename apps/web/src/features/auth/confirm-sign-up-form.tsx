import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { AuthCard } from './auth-card';
import { authToasts, confirmErrorText, resendErrorText } from './auth-messages';
import { type ConfirmFormValues, confirmFormSchema } from './auth-schemas';
import { confirmSignUp, resendCode } from './identity-api';

const REDIRECT_AFTER_CONFIRM_MS = 2000;

type ConfirmSignUpFormProps = { email: string; onBack: () => void };

export function ConfirmSignUpForm({ email, onBack }: ConfirmSignUpFormProps) {
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const [resending, setResending] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmFormValues>({ resolver: zodResolver(confirmFormSchema), defaultValues: { code: '' } });

  const resend = async () => {
    setResending(true);
    try {
      await resendCode(email);
      toast.success(authToasts.resendSuccess);
    } catch (error) {
      toast.error(resendErrorText(error));
    } finally {
      setResending(false);
    }
  };

  const onSubmit = async ({ code }: ConfirmFormValues) => {
    try {
      await confirmSignUp(email, code.trim());
    } catch (error) {
      toast.error(confirmErrorText(error), {
        action: { label: 'Resend Code', onClick: () => void resend() },
      });
      return;
    }
    setConfirmed(true);
    toast.success(authToasts.confirmSuccess);
    redirectTimer.current = setTimeout(
      () => navigate('/signin', { state: { email, newAccount: true } }),
      REDIRECT_AFTER_CONFIRM_MS,
    );
  };

  return (
    <AuthCard title="Confirm Your Account" subtitle={`We sent a confirmation code to ${email}.`}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Confirmation Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          disabled={confirmed}
          hint="Enter the 6-digit code from the e-mail. If you don't see it, check your spam folder."
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting || confirmed}>
          {isSubmitting ? 'Confirming...' : 'Confirm Account'}
        </Button>
        <div className="flex gap-3">
          <Button variant="outline" className="flex-1" onClick={resend} disabled={resending || confirmed}>
            Resend Code
          </Button>
          <Button variant="ghost" className="flex-1" onClick={onBack} disabled={confirmed}>
            Back to Sign Up
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
