import { ContentPage } from '../components/ui/content-page';
import { useAppConfig } from '../lib/app-config';

export function CareersPage() {
  const supportEmail = useAppConfig()?.supportEmail;
  return (
    <ContentPage
      title="Careers"
      intro="Reelboard is built by a small team that cares about creators and about short videos worth watching."
    >
      <section>
        <h2>How we work</h2>
        <ul>
          <li>Creators first: every feature should make it easier to make and share good videos.</li>
          <li>Small and focused: we ship carefully, test thoroughly and keep the product simple.</li>
          <li>
            Respect for people's time and data: short videos, no dark patterns, no selling of personal data.
          </li>
        </ul>
      </section>
      <section>
        <h2>Open positions</h2>
        <p>
          There are no open positions listed right now. If you'd like to work with us in engineering, design,
          community or content curation, write to{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support address'} with
          a short note about yourself and links to your work. We read every message.
        </p>
      </section>
    </ContentPage>
  );
}
