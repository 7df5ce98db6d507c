import { LEVEL_DESCRIPTIONS, LEVEL_LABELS, PERMISSIONS_BY_LEVEL } from '@reelboard/shared/levels';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DarkModeCheckbox } from '../../components/ui/dark-mode-checkbox';
import { TextField } from '../../components/ui/form-field';
import type { UserProfile } from '../../lib/api/user-profile-fields';

// Two-factor sign-in and passkeys (issue 22): their code loads when the settings tab opens.
const SecuritySettings = lazy(async () => ({
  default: (await import('./security-settings')).SecuritySettings,
}));

// Password, e-mail, devices and "Download my data" (issue 22), loaded the same way.
const AccountSecurity = lazy(async () => ({
  default: (await import('./account-security')).AccountSecurity,
}));

function OwnAccount() {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading password, e-mail and devices...</p>}>
      <AccountSecurity />
    </Suspense>
  );
}

function SignInSecurity() {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading sign-in settings...</p>}>
      <SecuritySettings />
    </Suspense>
  );
}

// Admins get the Admin Video Dashboard, which the page passes in (it belongs to the
// admin-videos feature); everyone else gets Account Settings.
export function SettingsTab({
  profile,
  email,
  adminVideoDashboard,
}: {
  profile: UserProfile;
  email: string;
  adminVideoDashboard: ReactNode;
}) {
  if (profile.level === 'admin') {
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/orders" className={buttonClasses('outline')}>
            Shop orders
          </Link>
          <Link to="/admin/products" className={buttonClasses('outline')}>
            Shop products
          </Link>
          <Link to="/admin/reports" className={buttonClasses('outline')}>
            Reports
          </Link>
          <Link to="/admin/users" className={buttonClasses('outline')}>
            Users
          </Link>
          <Link to="/admin/settings" className={buttonClasses('outline')}>
            Site settings
          </Link>
        </div>
        <Card className="p-6">
          <SignInSecurity />
        </Card>
        <Card className="p-6">
          <OwnAccount />
        </Card>
        {adminVideoDashboard}
      </div>
    );
  }
  return <AccountSettings profile={profile} email={email} />;
}

function AccountSettings({ profile, email }: { profile: UserProfile; email: string }) {
  return (
    <Card className="space-y-8 p-6">
      <section className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Account Settings</h2>
        <TextField label="Email" type="email" value={profile.email ?? email} readOnly />
        <TextField label="Username" value={profile.username} readOnly />
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Account Level</h3>
        <div className="mt-2 flex items-center gap-2">
          <Badge tone="violet">{LEVEL_LABELS[profile.level]}</Badge>
        </div>
        <p className="mt-2 text-sm text-slate-600">{LEVEL_DESCRIPTIONS[profile.level]}</p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Permissions</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {PERMISSIONS_BY_LEVEL[profile.level].map((permission) => (
            <li key={permission}>
              <Badge tone="green">{permission}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">Preferences</h3>
        <DarkModeCheckbox className="mt-2" />
      </section>
      <SignInSecurity />
      <OwnAccount />
      <section className="rounded-lg border border-red-200 bg-red-50 p-4">
        <h3 className="text-sm font-semibold text-red-800">Delete Account</h3>
        <p className="mt-1 text-sm text-red-700">Want to leave Reelboard? Start here.</p>
        <Button
          variant="danger"
          className="mt-3"
          onClick={() =>
            toast.info('Please contact admin for assistance with this Account. Deletion not implemented yet!')
          }
        >
          Delete Account
        </Button>
      </section>
    </Card>
  );
}
