import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useClient } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import { ensureOwnProfile } from '../../lib/profile-api';
import type { SignInChallenge } from '../../lib/session';
import { AuthCard } from './auth-card';
import { authToasts, signInErrorToast } from './auth-messages';
import { type SignInFormValues, signInFormSchema } from './auth-schemas';
import { challengeFromHash } from './challenge-link';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorStep } from './second-factor-step';
import { SocialButtons } from './social-buttons';

// Sign-up sends people here after confirming, with their e-mail and a note that this is
// the account's first sign-in (when its profile gets set up).
type Arrival = { email?: string; newAccount?: boolean } | null;

export function SignInForm() {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const client = useClient();
  const location = useLocation();
  const arrival = location.state as Arrival;
  // Two-factor sign-in is on: the first factor was right, the second step asks for the code.
  // A redirecting sign-in path (social sign-in) hands its challenge over in the fragment.
  const [challenge, setChallenge] = useState<SignInChallenge | null>(() => challengeFromHash(location.hash));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: arrival?.email ?? '', password: '' },
  });

  if (status === 'signedIn' && !isSubmitting) return <Navigate to="/" replace />;

  const restart = () => {
    setChallenge(null);
    if (location.hash) navigate('/signin', { replace: true });
  };

  const signedIn = () => {
    toast.success(authToasts.signInSuccess);
    navigate('/');
  };

  const onSubmit = async (values: SignInFormValues) => {
    let user: Awaited<ReturnType<typeof signIn>>;
    try {
      user = await signIn(values.email.trim(), values.password);
      if ('ChallengeName' in user) {
        setChallenge(user);
        return;
      }
    } catch (error) {
      const { message, offerConfirmation } = signInErrorToast(error);
      toast.error(
        message,
        offerConfirmation
          ? {
              action: {
                label: 'Go to Confirmation',
                onClick: () => navigate('/signup', { state: { email: values.email.trim() } }),
              },
            }
          : undefined,
      );
      return;
    }
    if (arrival?.newAccount) {
      try {
        await ensureOwnProfile(client, { sub: user.sub, username: user.username || user.name });
      } catch {
        toast.error(authToasts.profileSetupFailed);
        navigate('/');
        return;
      }
    }
    signedIn();
  };

  if (challenge) {
    return (
      <AuthCard title="Two-factor sign-in" subtitle="One more step to sign in to your Reelboard account.">
        <SecondFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={restart} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your Reelboard account.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-violet-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <div className="mt-4">
        <PasskeySignIn onSignedIn={signedIn} />
      </div>
      <SocialButtons onlyWhenOffered />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link to="/signup" className="font-medium text-violet-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
