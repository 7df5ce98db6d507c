import { Link } from 'react-router';
import { ContentPage } from '../components/ui/content-page';
import { useAuth } from '../lib/auth';

export function AboutPage() {
  const { status } = useAuth();
  return (
    <ContentPage
      title="About Reelboard"
      intro="Reelboard is a home for short videos: every video runs under ten minutes, so you can learn something new or find inspiration in a coffee break."
    >
      <section>
        <h2>What you'll find</h2>
        <ul>
          <li>
            <strong>Featured</strong> videos picked by our team from the best of the community.
          </li>
          <li>
            <strong>Trending</strong> videos that people are watching and talking about right now.
          </li>
          <li>
            <strong>Recently played</strong> and newly uploaded videos, so there is always something fresh.
          </li>
        </ul>
        <p className="mt-3">
          Videos are organised in four categories: Business, Lifestyle, Beauty and Innovation.
        </p>
      </section>
      <section>
        <h2>Made by creators</h2>
        <p>
          Content creators upload their own videos, and every upload is reviewed by an admin before it is
          published. Viewers can comment, react and join the conversation on the community board.
        </p>
      </section>
      <section>
        <h2>Join us</h2>
        <p>
          Creating an account is free. With an account you get a profile, can comment under your own name and
          post on the community board.{' '}
          {status === 'signedIn' ? (
            <Link to="/profile">Go to your profile</Link>
          ) : (
            <Link to="/signup">Create your free account</Link>
          )}
          .
        </p>
      </section>
    </ContentPage>
  );
}
