import {
  NEW_ACCOUNT_LEVELS,
  REGISTRATION_LABELS,
  REGISTRATION_MODES,
  type RegistrationMode,
  siteSettingsSchema,
} from '@reelboard/shared/admin-users';
import { LEVEL_LABELS } from '@reelboard/shared/levels';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { type SiteSettingsData, UPDATE_SITE_SETTINGS } from './api/site-settings';
import { InvitationLinks } from './invitation-links';

const MB = 1024 * 1024;
type Draft = Record<
  'registration' | 'newAccountLevel' | 'quotaMb' | 'perDay' | 'siteName' | 'supportEmail' | 'holdThreshold',
  string
>;

const draftOf = (s: SiteSettingsData): Draft => ({
  registration: s.registration,
  newAccountLevel: s.newAccountLevel,
  quotaMb:
    s.uploadQuotaBytes === null || s.uploadQuotaBytes === undefined ? '' : String(s.uploadQuotaBytes / MB),
  perDay: s.uploadQuotaVideosPerDay?.toString() ?? '',
  siteName: s.siteName ?? '',
  supportEmail: s.supportEmail ?? '',
  holdThreshold: s.reportHoldThreshold?.toString() ?? '',
});

const numberOrNull = (text: string, scale = 1) =>
  text.trim() === '' ? null : Math.round(Number(text) * scale);

// The settings admins change without a shell, checked with the server's own rules before
// they are sent (ADR 0035). Empty fields use the default shown beside them.
export function SettingsForm({ settings, onSaved }: { settings: SiteSettingsData; onSaved: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UPDATE_SITE_SETTINGS);
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = {
      registration: draft.registration as RegistrationMode,
      newAccountLevel: draft.newAccountLevel as (typeof NEW_ACCOUNT_LEVELS)[number],
      uploadQuotaBytes: numberOrNull(draft.quotaMb, MB),
      uploadQuotaVideosPerDay: numberOrNull(draft.perDay),
      siteName: draft.siteName || null,
      supportEmail: draft.supportEmail || null,
      reportHoldThreshold: numberOrNull(draft.holdThreshold),
    };
    const checked = siteSettingsSchema.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the values.');
      return;
    }
    setProblem(null);
    const answer = await update({ input });
    if (answer.error) {
      setProblem(errorMessage(answer.error));
      return;
    }
    toast.success('Settings saved. They apply on every node at once.');
    onSaved();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <legend className="px-1 font-semibold text-slate-900">Accounts</legend>
        <SelectField label="Registration" {...field('registration')}>
          {REGISTRATION_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {REGISTRATION_LABELS[mode]}
            </option>
          ))}
        </SelectField>
        <SelectField label="New accounts start as" {...field('newAccountLevel')}>
          {NEW_ACCOUNT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level]}
              {level === 'viewer' ? ' (the default)' : ''}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {draft.registration === 'invitation' ? <InvitationLinks /> : null}
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <legend className="px-1 font-semibold text-slate-900">Upload quota per creator</legend>
        <TextField
          label="Total size (MB)"
          inputMode="decimal"
          hint="Empty: no quota."
          {...field('quotaMb')}
        />
        <TextField label="Videos per day" inputMode="numeric" hint="Empty: no limit." {...field('perDay')} />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <legend className="px-1 font-semibold text-slate-900">Site</legend>
        <TextField label="Site name" hint={`Empty: ${settings.defaultSiteName}`} {...field('siteName')} />
        <TextField
          label="Support e-mail"
          type="email"
          hint={`Empty: ${settings.defaultSupportEmail}`}
          {...field('supportEmail')}
        />
        <TextField
          label="Report hold threshold"
          inputMode="numeric"
          hint={`People whose reports hide content until review. Empty: ${settings.defaultReportHoldThreshold}`}
          {...field('holdThreshold')}
        />
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={fetching}>
        Save settings
      </Button>
    </form>
  );
}
