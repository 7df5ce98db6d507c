import { changeEmailRequestSchema } from '@reelboard/shared/account';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
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

function AskForCode({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = changeEmailRequestSchema.safeParse({ email, password });
    const next: typeof errors = {};
    for (const issue of checked.error?.issues ?? []) {
      const name = issue.path[0] === 'password' ? 'password' : 'email';
      next[name] ??= issue.message;
    }
    setErrors(next);
    if (!checked.success) return;
    setBusy(true);
    try {
      await signedInJson('/auth/account/email', checked.data);
      setPassword('');
      onSent(checked.data.email);
    } catch (error) {
      if (error instanceof Error && error.name === 'NotAuthorizedException')
        setErrors({ password: accountErrorText(error) });
      else setErrors({ email: accountErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="change-email-heading">
      <h4 id="change-email-heading" className="text-sm font-medium text-slate-800">
        Change e-mail address
      </h4>
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending code...' : 'Send code to the new address'}
      </Button>
    </form>
  );
}

function ConfirmCode({ email, onDone }: { email: string; onDone: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await signedInJson('/auth/account/email/confirm', { code: code.trim() });
      toast.success(`Your e-mail address is now ${email}.`);
      await onDone();
    } catch (failure) {
      setError(accountErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="confirm-email-heading">
      <h4 id="confirm-email-heading" className="text-sm font-medium text-slate-800">
        Confirm {email}
      </h4>
      <p className="text-sm text-slate-600">We sent a 6-digit code to {email}. It is valid for 1 hour.</p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Confirming...' : 'Confirm new address'}
      </Button>
    </form>
  );
}
