import { Link } from 'react-router';
import { ContentPage } from '../components/ui/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      intro="This policy explains what personal data Reelboard keeps, why, and what you can do about it. We collect only what the site needs to work and we do not sell personal data."
    >
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>
            <strong>Account:</strong> your name, e-mail address and password. Passwords are stored only as a
            one-way hash and can't be read by anyone, including us.
          </li>
          <li>
            <strong>Profile:</strong> username, bio, profile picture, account level, followers and following
            counts.
          </li>
          <li>
            <strong>What you share:</strong> videos, posts, comments and reactions.
          </li>
          <li>
            <strong>Orders:</strong> the items you buy and the shipping details you enter (name, e-mail,
            address, phone).
          </li>
          <li>
            <strong>Technical data:</strong> server logs with IP addresses and request times, used to keep the
            service secure and to limit abuse.
          </li>
        </ul>
      </section>
      <section>
        <h2>Who can see it</h2>
        <p>
          Your username, bio, profile picture and what you publish are public. Your e-mail address is visible
          only to you and to Reelboard admins. Payment details go straight to our payment provider and never
          reach our servers.
        </p>
      </section>
      <section>
        <h2>E-mail</h2>
        <p>We send e-mail only for your account, such as the confirmation code when you sign up.</p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>You can change your username, bio and picture on your profile at any time.</li>
          <li>
            You can ask for a copy of your data or for your account to be deleted by writing to us through the{' '}
            <Link to="/contact">contact page</Link>.
          </li>
        </ul>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use a single cookie to keep you signed in. See the <Link to="/cookies">Cookie Policy</Link> for
          details.
        </p>
      </section>
    </ContentPage>
  );
}
