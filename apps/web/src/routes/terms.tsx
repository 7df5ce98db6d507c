import { Link } from 'react-router';
import { ContentPage } from '../components/ui/content-page';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      intro="These terms apply when you use Reelboard: watching videos, taking part in the community and buying from the shop. By creating an account or using the site you accept them."
    >
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Give a real e-mail address and keep your password to yourself. You are responsible for what
            happens under your account.
          </li>
          <li>You must be old enough to agree to these terms where you live.</li>
          <li>Tell us at once if you think someone else is using your account.</li>
        </ul>
      </section>
      <section>
        <h2>Videos and other content</h2>
        <ul>
          <li>
            Videos are at most ten minutes long. Content creators may upload videos; an admin reviews each
            upload before it is published and may decline, feature or remove it.
          </li>
          <li>
            You keep the rights to what you upload or write. You give Reelboard permission to store, show and
            distribute it on the site for as long as it is published.
          </li>
          <li>
            Only upload what you have the right to share. No content that is illegal, hateful, harassing,
            sexually explicit, misleading or that infringes someone else's rights.
          </li>
          <li>Comments can be made anonymously; they follow the same rules.</li>
        </ul>
      </section>
      <section>
        <h2>The shop</h2>
        <ul>
          <li>Prices are in US dollars. A fixed delivery fee is added at checkout.</li>
          <li>
            All sales are final. If an order arrives damaged or not at all, contact us and we will make it
            right.
          </li>
          <li>Payments are handled by our payment provider; we never see or store your card details.</li>
        </ul>
      </section>
      <section>
        <h2>Ending your use</h2>
        <p>
          You can stop using Reelboard at any time; to close your account,{' '}
          <Link to="/contact">contact us</Link>. We may suspend accounts that break these terms.
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          Reelboard is provided as it is. We work hard to keep it available and safe but cannot promise it
          will always be free of interruptions or errors. As far as the law allows, we are not liable for
          indirect losses.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>
          If we change these terms we will say so on the site before the change takes effect. How we handle
          personal data is described in the <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
