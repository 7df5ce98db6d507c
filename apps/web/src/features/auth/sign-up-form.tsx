import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { AuthCard } from './auth-card';
import { authToasts, signUpErrorToast } from './auth-messages';
import { INTERESTS, type SignUpFormInput, type SignUpFormValues, signUpFormSchema } from './auth-schemas';
import { signUp } from './identity-api';
import { SocialButtons } from './social-buttons';

type SignUpFormProps = {
  defaultEmail: string;
  onSignedUp: (email: string) => void;
  /** The signed token of an invitation link, when sign-up is by invitation (ADR 0035). */
  invitation?: string | null;
};

export function SignUpForm({ defaultEmail, onSignedUp, invitation }: SignUpFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      fullName: '',
      email: defaultEmail,
      password: '',
      confirmPassword: '',
      role: '' as SignUpFormInput['role'],
      agreeToTerms: false,
    },
  });

  const onSubmit = async (values: SignUpFormValues) => {
    try {
      // The interest is not sent: every new account starts as a viewer.
      const result = await signUp({
        email: values.email,
        password: values.password,
        name: values.fullName,
        ...(invitation ? { invitation } : {}),
      });
      if (result.nextStep !== 'CONFIRM_SIGN_UP') {
        toast.error(authToasts.signUpUnexpectedStep);
        return;
      }
      toast.success(authToasts.signUpSuccess);
      onSignedUp(values.email);
    } catch (error) {
      const { message, offerSignIn } = signUpErrorToast(error);
      toast.error(
        message,
        offerSignIn ? { action: { label: 'Sign In', onClick: () => navigate('/signin') } } : undefined,
      );
    }
  };

  // The e-mail address is checked as it is typed, the other fields on submit.
  const email = register('email', { onChange: () => trigger('email') });

  return (
    <AuthCard title="Create an Account" subtitle="Join Reelboard to share and discover short-form videos.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SelectField label="I'm interested in" required error={errors.role?.message} {...register('role')}>
          <option value="">Select your interest</option>
          {INTERESTS.map((interest) => (
            <option key={interest.value} value={interest.value}>
              {interest.label}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          <div className="flex items-start gap-2">
            <input
              id="agree-to-terms"
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-violet-600"
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? 'agree-to-terms-error' : undefined}
              {...register('agreeToTerms')}
            />
            <label htmlFor="agree-to-terms" className="text-sm text-slate-700">
              I agree to the{' '}
              <Link to="/terms" className="text-violet-700 hover:underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="text-violet-700 hover:underline">
                Privacy Policy
              </Link>
            </label>
          </div>
          {errors.agreeToTerms ? (
            <p id="agree-to-terms-error" role="alert" className="text-sm text-red-600">
              {errors.agreeToTerms.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/signin" className="font-medium text-violet-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
