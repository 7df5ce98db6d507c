import type { TwoFactorStatus } from '@reelboard/shared/two-factor';
import { useCallback, useEffect, useState } from 'react';
import { signedInJson } from '../../lib/signed-in-json';
import { PasskeySettings } from './passkey-settings';
import { TwoFactorSettings } from './two-factor-settings';

// Sign-in security in the settings tab (issue 22): the authenticator app with its recovery
// codes, and passkeys. Loaded only when the settings tab opens (settings-tab.tsx).
export function SecuritySettings() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setStatus(await signedInJson<TwoFactorStatus>('/auth/two-factor'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (failed)
    return (
      <p className="text-sm text-red-700">Could not load your sign-in settings. Please reload the page.</p>
    );
  if (!status) return <p className="text-sm text-slate-600">Loading sign-in settings...</p>;
  return (
    <div className="space-y-8">
      <TwoFactorSettings status={status} onChange={reload} />
      <PasskeySettings passkeys={status.passkeys} onChange={reload} />
    </div>
  );
}
