import { followingMessages } from '@reelboard/shared/following';
import { Loading } from '../components/ui/loading';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { FollowingScreen } from '../features/following/following-screen';
import { useAuth } from '../lib/auth';

// /following: the videos of the creators the reader follows; signed-out visitors are asked to sign in.
export function FollowingPage() {
  const { status } = useAuth();
  return (
    <>
      <title>Following · Reelboard</title>
      {status === 'loading' ? <Loading /> : null}
      {status === 'signedIn' ? <FollowingScreen /> : null}
      {status === 'signedOut' ? (
        <div className="px-4 py-16">
          <SignInPrompt heading="Following" message={followingMessages.signInRequired} />
        </div>
      ) : null}
    </>
  );
}
