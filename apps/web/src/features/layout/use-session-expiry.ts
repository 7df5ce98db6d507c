import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { onSessionExpired } from '../../lib/session';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

// A signed-in request was refused and the session could not be refreshed: the session
// has been cleared already; tell the person and send them to sign in again.
export function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
        navigate('/signin');
      }),
    [navigate],
  );
}
