import { Link } from 'react-router';
import { ContentPage } from '../components/ui/content-page';

export function CookiesPage() {
  return (
    <ContentPage
      title="Cookie Policy"
      intro="Reelboard uses as little browser storage as it can: no advertising cookies and no tracking across other sites."
    >
      <section>
        <h2>The sign-in cookie</h2>
        <p>
          When you sign in we set one cookie that keeps you signed in between visits. It is strictly
          necessary, can't be read by scripts on the page, is sent only to Reelboard and is removed when you
          sign out.
        </p>
      </section>
      <section>
        <h2>Local storage</h2>
        <p>
          Your shopping cart is kept in your browser's local storage so it survives a page reload. It stays on
          your device and is not sent to us until you check out.
        </p>
      </section>
      <section>
        <h2>Payment provider</h2>
        <p>
          When you pay, the payment provider's checkout may set its own cookies to process the payment
          securely. Those are covered by the provider's own policy.
        </p>
      </section>
      <section>
        <h2>Your control</h2>
        <p>
          You can clear cookies and local storage in your browser's settings at any time; you will be signed
          out and your cart will be emptied. Questions? See our <Link to="/privacy">Privacy Policy</Link> or{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
