import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { requestJson } from '../../lib/http';

type Provider = 'google' | 'facebook';

let offered: Promise<Provider[]> | null = null;
// The providers the operator set credentials for (ADR 0033); none when that cannot be read.
const loadOffered = () => {
  offered ??= requestJson<{ providers: Provider[] }>('/auth/social/providers').then(
    (answer) => answer.providers,
    () => {
      offered = null;
      return [];
    },
  );
  return offered;
};

// The social sign-in's callback sends refusals back to /signin in the fragment:
//   #social-error=<exception name>&message=<text for the person>
function useSocialSignInError() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.hash.replace(/^#/, ''));
    const message = params.get('message');
    if (!params.has('social-error') || !message) return;
    toast.error(message);
    navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);
}

// Google and Facebook (SPEC.md shows both on sign-up). Each signs in through its provider
// when the operator set its client credentials; without them a button does nothing, as in
// SPEC.md. `onlyWhenOffered` (the sign-in page) shows them only when one is offered.
export function SocialButtons({ onlyWhenOffered = false }: { onlyWhenOffered?: boolean }) {
  const [providers, setProviders] = useState<Provider[]>([]);
  useSocialSignInError();
  // The sign-in page asks at once whether to show them; sign-up only when one is pressed.
  useEffect(() => {
    if (!onlyWhenOffered) return;
    let active = true;
    void loadOffered().then((loaded) => {
      if (active) setProviders(loaded);
    });
    return () => {
      active = false;
    };
  }, [onlyWhenOffered]);
  if (onlyWhenOffered && providers.length === 0) return null;
  const signInWith = (provider: Provider) => async () => {
    if ((await loadOffered()).includes(provider)) window.location.assign(`/auth/social/${provider}/start`);
  };
  return (
    <div className="mt-6">
      <div className="relative my-4 text-center text-xs text-slate-500">
        <span className="absolute inset-x-0 top-1/2 border-t border-slate-200" aria-hidden="true" />
        <span className="relative bg-white px-2">Or continue with</span>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={signInWith('google')}>
          Google
        </Button>
        <Button variant="outline" onClick={signInWith('facebook')}>
          Facebook
        </Button>
      </div>
    </div>
  );
}
