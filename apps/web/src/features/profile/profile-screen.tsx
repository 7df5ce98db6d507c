import * as Tabs from '@radix-ui/react-tabs';
import type { SessionUser } from '@reelboard/shared/auth';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { ContentTab } from './content-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { useOwnProfile } from './use-own-profile';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'content', label: 'Content' },
  { value: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

export function ProfileScreen({
  user,
  adminVideoDashboard,
  videoUpload,
}: {
  user: SessionUser;
  adminVideoDashboard: ReactNode;
  videoUpload: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { profile, loading, reload, setProfile } = useOwnProfile(user);
  const requestedTab = searchParams.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'profile';

  // With no earlier page in this app (opened directly), "back" goes home.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="icon" aria-label="Back" onClick={goBack}>
            <ArrowLeft className="h-5 w-5" aria-hidden />
          </Button>
          <h1 className="text-2xl font-bold text-slate-900">My Profile</h1>
        </div>
        <Button variant="outline" onClick={() => void reload()} disabled={loading}>
          <RefreshCw className={`h-4 w-4 ${loading ? 'animate-spin' : ''}`} aria-hidden /> Refresh Profile
        </Button>
      </div>
      {profile ? (
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
        >
          <Tabs.List aria-label="Profile sections" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
            {TABS.map((item) => (
              <Tabs.Trigger
                key={item.value}
                value={item.value}
                className="flex-1 rounded-md px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile">
            <ProfileTab profile={profile} onProfileChange={setProfile} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="content">
            <ContentTab level={profile.level} videoUpload={videoUpload} />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <SettingsTab profile={profile} email={user.email} adminVideoDashboard={adminVideoDashboard} />
          </Tabs.Content>
        </Tabs.Root>
      ) : loading ? (
        <Loading />
      ) : (
        <Card className="p-6 text-center text-slate-600">
          Your profile could not be loaded. Use Refresh Profile to try again.
        </Card>
      )}
    </div>
  );
}
