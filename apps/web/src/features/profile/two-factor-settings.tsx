import type { TwoFactorStatus } from '@reelboard/shared/two-factor';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { signedInJson } from '../../lib/signed-in-json';
import { securityErrorText } from './security-messages';

type Setup = { secret: string; uri: string; qrCodeSvg: string };

// Two-factor sign-in with an authenticator app: set up (QR code and the key in text), turn
// on with a first code (then the ten recovery codes, shown only this once), turn off with a
// code or the password.
export function TwoFactorSettings({
  status,
  onChange,
}: {
  status: TwoFactorStatus;
  onChange: () => Promise<void>;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(securityErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-3">
      <h3 id="two-factor-heading" className="text-sm font-semibold text-slate-900">
        Two-factor sign-in
      </h3>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.totpEnabled ? (
        <TurnOff busy={busy} recoveryCodesLeft={status.recoveryCodesLeft} run={run} onChange={onChange} />
      ) : setup ? (
        <TurnOn
          setup={setup}
          busy={busy}
          onCancel={() => setSetup(null)}
          onCode={(code) =>
            run(async () => {
              const answer = await signedInJson<{ recoveryCodes: string[] }>('/auth/two-factor/totp/enable', {
                code,
              });
              setSetup(null);
              setRecoveryCodes(answer.recoveryCodes);
              toast.success('Two-factor sign-in is on.');
              await onChange();
            })
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app.
          </p>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(async () => setSetup(await signedInJson<Setup>('/auth/two-factor/totp/setup', {})))
            }
          >
            Set up an authenticator app
          </Button>
        </>
      )}
    </section>
  );
}

function TurnOn({
  setup,
  busy,
  onCancel,
  onCode,
}: {
  setup: Setup;
  busy: boolean;
  onCancel: () => void;
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onCode(code.trim());
      }}
    >
      <p className="text-sm text-slate-600">Scan this QR code with your authenticator app.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`}
        alt="QR code to scan with your authenticator app"
        className="h-48 w-48 rounded border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-600">
        Or enter this key in the app:{' '}
        <code className="break-all font-mono text-slate-900">{setup.secret}</code>
      </p>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy || code.trim() === ''}>
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h4 className="text-sm font-semibold text-amber-900">Recovery codes</h4>
      <p className="text-sm text-amber-900">
        Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are not
        shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved them</Button>
    </div>
  );
}

function TurnOff({
  busy,
  recoveryCodesLeft,
  run,
  onChange,
}: {
  busy: boolean;
  recoveryCodesLeft: number;
  run: (action: () => Promise<void>) => Promise<void>;
  onChange: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const proof = code.trim() ? { code: code.trim() } : { password };
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(async () => {
          await signedInJson('/auth/two-factor/disable', proof);
          toast.success('Two-factor sign-in is off.');
          await onChange();
        });
      }}
    >
      <p className="text-sm text-slate-600">
        Two-factor sign-in is on. Recovery codes left: {recoveryCodesLeft}.
      </p>
      <p className="text-sm text-slate-600">
        To turn it off, enter a code from your app or a recovery code, or your password.
      </p>
      <TextField
        label="Code from your app or a recovery code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        label="Or your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={busy || (!code.trim() && !password)}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
