import { useState } from 'react';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DevicesList } from './devices-list';

// The account's own settings (issue 22): password and e-mail, the signed-in devices, and
// "Download my data". Loaded only when the settings tab opens (settings-tab.tsx).
export function AccountSecurity() {
  // A password change signs the other devices out: the list is read again.
  const [version, setVersion] = useState(0);
  return (
    <div className="space-y-8">
      <section aria-labelledby="sign-in-details-heading" className="space-y-6">
        <h3 id="sign-in-details-heading" className="text-sm font-semibold text-slate-900">
          Password and e-mail
        </h3>
        <ChangePasswordForm onChanged={() => setVersion((n) => n + 1)} />
        <ChangeEmailForm />
      </section>
      <section aria-labelledby="devices-heading" className="space-y-3">
        <h3 id="devices-heading" className="text-sm font-semibold text-slate-900">
          Devices
        </h3>
        <DevicesList version={version} />
      </section>
      <section aria-labelledby="your-data-heading" className="space-y-3">
        <h3 id="your-data-heading" className="text-sm font-semibold text-slate-900">
          Your data
        </h3>
        <DataExportSection />
      </section>
    </div>
  );
}
