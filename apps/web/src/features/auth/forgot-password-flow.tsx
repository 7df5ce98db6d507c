import { confirmForgotPasswordRequestSchema, RESET_REQUESTED_MESSAGE } from '@reelboard/shared/account';
import { authMessages } from '@reelboard/shared/auth';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { requestJson } from '../../lib/http';
import { AuthCard } from './auth-card';

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

function AskForCode({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError(authMessages.invalidEmail);
    setError(undefined);
    setBusy(true);
    try {
      await requestJson('/auth/forgot-password', { method: 'POST', body: { email: address } });
      onSent(address);
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's e-mail address and we will send you a code."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send code'}
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

type Errors = Partial<Record<'code' | 'password' | 'confirm', string>>;

function ChooseNewPassword({ email }: { email: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const checked = confirmForgotPasswordRequestSchema.safeParse({
      email,
      code: values.code,
      password: values.password,
    });
    for (const issue of checked.error?.issues ?? []) {
      const name = issue.path[0] === 'code' ? 'code' : 'password';
      next[name] ??= issue.message;
    }
    if (values.password !== values.confirm) next.confirm = authMessages.passwordsDontMatch;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await requestJson('/auth/confirm-forgot-password', {
        method: 'POST',
        body: { email, code: values.code.trim(), password: values.password },
      });
      toast.success('Your password was reset. Sign in with your new password.');
      navigate('/signin', { state: { email } });
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'InvalidPasswordException')
        setErrors({ password: failure.message });
      else toast.error(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" subtitle={RESET_REQUESTED_MESSAGE}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...field('code')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirm')}
        />
        <p className="text-xs text-slate-600">
          Resetting your password signs your account out on every device.
        </p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
