import { Link } from 'react-router';
import { ContentPage } from '../components/ui/content-page';
import { useAppConfig } from '../lib/app-config';

export function ContactPage() {
  const supportEmail = useAppConfig()?.supportEmail;
  const emailLink = supportEmail ? (
    <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
  ) : (
    'our support address'
  );
  return (
    <ContentPage
      title="Contact"
      intro="Questions, feedback or a problem with your account? We're happy to help."
    >
      <section>
        <h2>Support</h2>
        <p>Write to {emailLink}. We answer every message, usually within two business days.</p>
      </section>
      <section>
        <h2>What to include</h2>
        <ul>
          <li>The e-mail address of your Reelboard account.</li>
          <li>For a video, post or comment: a link to it.</li>
          <li>For an order: your order number and the name on the order.</li>
        </ul>
        <p className="mt-3">Never send us your password: we will never ask for it.</p>
      </section>
      <section>
        <h2>Reporting content</h2>
        <p>
          If you see something that breaks our <Link to="/terms">Terms of Service</Link>, send us a link to it
          and tell us why. Our admins review every report.
        </p>
      </section>
    </ContentPage>
  );
}
