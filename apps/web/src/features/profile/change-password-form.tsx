import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@reelboard/shared/account';
import { passwordsMatch } from '@reelboard/shared/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { signedInJson } from '../../lib/signed-in-json';
import { accountErrorText } from './account-form-text';

const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirm: z.string() })
  .refine(...passwordsMatch('newPassword', 'confirm'));
type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;
const empty = { currentPassword: '', newPassword: '', confirm: '' };

// A new password asks for the current one; every other device is signed out (the server
// does that), this one stays signed in.
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof changePasswordFormSchema>, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });

  async function change({ currentPassword, newPassword }: ChangePasswordValues) {
    try {
      await signedInJson('/auth/account/password', { currentPassword, newPassword });
      reset(empty);
      toast.success('Your password was changed. Your other devices were signed out.');
      onChanged();
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidPasswordException')
        setError('newPassword', { message: error.message });
      else if (error instanceof Error && error.name === 'NotAuthorizedException')
        setError('currentPassword', { message: accountErrorText(error) });
      else toast.error(accountErrorText(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(change)}
      className="space-y-3"
      aria-labelledby="change-password-heading"
    >
      <h4 id="change-password-heading" className="text-sm font-medium text-slate-800">
        Change password
      </h4>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
