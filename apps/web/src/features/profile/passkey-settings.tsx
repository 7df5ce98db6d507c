import { passkeyNameSchema, type TwoFactorStatus } from '@reelboard/shared/two-factor';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { signedInJson } from '../../lib/signed-in-json';
import { passkeyRegistration } from '../../lib/webauthn';
import { securityErrorText } from './security-messages';

type Passkey = TwoFactorStatus['passkeys'][number];

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

// Passkeys: add one (named), rename or remove it. Each signs in without a password, and
// answers the second step of a password sign-in.
export function PasskeySettings({
  passkeys,
  onChange,
}: {
  passkeys: Passkey[];
  onChange: () => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      await onChange();
    } catch (failure) {
      toast.error(securityErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void run(async () => {
      const options = await signedInJson<Record<string, unknown>>('/auth/passkeys/registration-options', {});
      const credential = await passkeyRegistration(options);
      await signedInJson('/auth/passkeys', { name: parsed.data, credential });
      setName('');
      toast.success('Passkey added.');
    });
  };

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h3 id="passkeys-heading" className="text-sm font-semibold text-slate-900">
        Passkeys
      </h3>
      <p className="text-sm text-slate-600">
        A passkey signs you in with your device's screen lock instead of a password.
      </p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">No passkeys yet.</p>
      ) : (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} busy={busy} run={run} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={add} className="space-y-3">
        <TextField
          label="Passkey name"
          placeholder="e.g. My laptop"
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Add a passkey
        </Button>
      </form>
    </section>
  );
}

function PasskeyRow({
  passkey,
  busy,
  run,
}: {
  passkey: Passkey;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);

  if (renaming) {
    return (
      <li className="p-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              await signedInJson(`/auth/passkeys/${passkey.id}/rename`, {
                name: passkeyNameSchema.parse(name),
              });
              setRenaming(false);
              toast.success('Passkey renamed.');
            });
          }}
        >
          <div className="min-w-48 flex-1">
            <TextField
              label={`New name for ${passkey.name}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div>
        <p className="text-sm font-medium text-slate-900">{passkey.name}</p>
        <p className="text-xs text-slate-600">
          Added {dateOf(passkey.createdAt)}
          {passkey.lastUsedAt ? `, last used ${dateOf(passkey.lastUsedAt)}` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={`Rename ${passkey.name}`}
          onClick={() => setRenaming(true)}
        >
          Rename
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Remove ${passkey.name}`}
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await signedInJson(`/auth/passkeys/${passkey.id}/remove`, {});
              toast.success('Passkey removed.');
            })
          }
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
