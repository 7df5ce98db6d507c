import { registrationMessages } from '@reelboard/shared/admin-users';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { buttonClasses } from '../../components/ui/button';
import { graphql } from '../../graphql/gql';
import { AuthCard } from './auth-card';

const REGISTRATION_MODE = graphql(`
  query RegistrationMode {
    registrationMode
  }
`);

// When the site's admins closed sign-up, or opened it by invitation only, the sign-up page
// says so instead of showing a form nobody could send (ADR 0035). Someone sent here to
// confirm an account made before still gets the confirmation form. The server refuses
// sign-ups on its own; this only spares people a form.
export function RegistrationGate({ children }: { children: ReactNode }) {
  const confirming = Boolean((useLocation().state as { email?: unknown } | null)?.email);
  const invited = Boolean(useSearchParams()[0].get('invitation'));
  const [{ data }] = useQuery({ query: REGISTRATION_MODE, requestPolicy: 'network-only' });
  const mode = data?.registrationMode;
  if (confirming || !(mode === 'closed' || (mode === 'invitation' && !invited))) return children;
  return (
    <AuthCard
      title="Sign-up is closed"
      subtitle={mode === 'closed' ? registrationMessages.closed : registrationMessages.invitationNeeded}
    >
      <Link to="/signin" className={buttonClasses('outline')}>
        Sign In
      </Link>
    </AuthCard>
  );
}
