import { changePasswordRequestSchema } from '@reelboard/shared/account';
import { authMessages } from '@reelboard/shared/auth';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { signedInJson } from '../../lib/signed-in-json';
import { accountErrorText } from './account-form-text';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirm', string>>;

// A new password asks for the current one; every other device is signed out (the server
// does that), this one stays signed in.
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [values, setValues] = useState(empty);
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
    const checked = changePasswordRequestSchema.safeParse(values);
    for (const issue of checked.error?.issues ?? []) {
      const name = issue.path[0] === 'currentPassword' ? 'currentPassword' : 'newPassword';
      next[name] ??= issue.message;
    }
    if (values.newPassword !== values.confirm) next.confirm = authMessages.passwordsDontMatch;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await signedInJson('/auth/account/password', {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(empty);
      toast.success('Your password was changed. Your other devices were signed out.');
      onChanged();
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidPasswordException')
        setErrors({ newPassword: error.message });
      else if (error instanceof Error && error.name === 'NotAuthorizedException')
        setErrors({ currentPassword: accountErrorText(error) });
      else toast.error(accountErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="change-password-heading">
      <h4 id="change-password-heading" className="text-sm font-medium text-slate-800">
        Change password
      </h4>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirm')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
