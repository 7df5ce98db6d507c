import type { Device } from '@reelboard/shared/account';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { signedInJson } from '../../lib/signed-in-json';
import { accountErrorText } from './account-form-text';

const deviceName = (device: Device) =>
  [device.browser ?? 'Unknown browser', device.system].filter(Boolean).join(' on ');

// The account's signed-in sessions (issue 22): sign out one, or every other one. The
// server ends them on every node at once; the list is read again after each change.
export function DevicesList({ version }: { version: number }) {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setDevices((await signedInJson<{ devices: Device[] }>('/auth/account/devices')).devices);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version (a password change) reads the list again.
  useEffect(() => {
    void reload();
  }, [reload, version]);

  async function act(path: string, body: object, done: string) {
    setBusy(true);
    try {
      await signedInJson(path, body);
      toast.success(done);
      await reload();
    } catch (error) {
      toast.error(accountErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (failed)
    return <p className="text-sm text-red-700">Could not load your devices. Please reload the page.</p>;
  if (!devices) return <p className="text-sm text-slate-600">Loading devices...</p>;
  const others = devices.filter((device) => !device.current);
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        aria-label="Signed-in devices"
      >
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                {deviceName(device)}
                {device.current ? <Badge tone="green">This device</Badge> : null}
              </p>
              <p className="text-xs text-slate-600">
                Last used{' '}
                <time dateTime={device.lastUsedAt}>{new Date(device.lastUsedAt).toLocaleString()}</time>
                {device.address ? ` · near ${device.address}` : ''}
              </p>
            </div>
            {device.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Sign out ${deviceName(device)}, last used ${new Date(device.lastUsedAt).toLocaleString()}`}
                onClick={() =>
                  act(
                    '/auth/account/devices/sign-out',
                    { sessionId: device.id },
                    'That device was signed out.',
                  )
                }
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            act('/auth/account/devices/sign-out-others', {}, 'Every other device was signed out.')
          }
        >
          Sign out all other devices
        </Button>
      ) : null}
    </div>
  );
}
