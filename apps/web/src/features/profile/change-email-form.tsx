import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailRequestSchema, confirmEmailChangeRequestSchema } from '@reelboard/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import { signedInJson } from '../../lib/signed-in-json';
import { accountErrorText } from './account-form-text';

// A new e-mail address: the current password, then the code mailed to the new address.
// The old address is told once the change is made.
export function ChangeEmailForm() {
  const { reloadUser } = useAuth();
  const [pending, setPending] = useState<string | null>(null);
  return pending ? (
    <ConfirmCode
      email={pending}
      onDone={async () => {
        setPending(null);
        await reloadUser();
      }}
    />
  ) : (
    <AskForCode onSent={setPending} />
  );
}

type EmailChange = z.output<typeof changeEmailRequestSchema>;

function AskForCode({ onSent }: { onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changeEmailRequestSchema>, unknown, EmailChange>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  async function send(change: EmailChange) {
    try {
      await signedInJson('/auth/account/email', change);
      resetField('password');
      onSent(change.email);
    } catch (error) {
      if (error instanceof Error && error.name === 'NotAuthorizedException')
        setError('password', { message: accountErrorText(error) });
      else setError('email', { message: accountErrorText(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      className="space-y-3"
      aria-labelledby="change-email-heading"
    >
      <h4 id="change-email-heading" className="text-sm font-medium text-slate-800">
        Change e-mail address
      </h4>
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending code...' : 'Send code to the new address'}
      </Button>
    </form>
  );
}

type CodeForm = z.output<typeof confirmEmailChangeRequestSchema>;

function ConfirmCode({ email, onDone }: { email: string; onDone: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof confirmEmailChangeRequestSchema>, unknown, CodeForm>({
    resolver: zodResolver(confirmEmailChangeRequestSchema),
    defaultValues: { code: '' },
  });

  async function confirm({ code }: CodeForm) {
    try {
      await signedInJson('/auth/account/email/confirm', { code });
      toast.success(`Your e-mail address is now ${email}.`);
      await onDone();
    } catch (failure) {
      setError('code', { message: accountErrorText(failure) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(confirm)}
      className="space-y-3"
      aria-labelledby="confirm-email-heading"
    >
      <h4 id="confirm-email-heading" className="text-sm font-medium text-slate-800">
        Confirm {email}
      </h4>
      <p className="text-sm text-slate-600">We sent a 6-digit code to {email}. It is valid for 1 hour.</p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Confirming...' : 'Confirm new address'}
      </Button>
    </form>
  );
}
