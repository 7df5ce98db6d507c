import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../lib/auth';

export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch {
      toast.error('Failed to sign out. Please try again.');
      return;
    }
    toast.success('Successfully signed out');
    navigate('/');
  };
}
