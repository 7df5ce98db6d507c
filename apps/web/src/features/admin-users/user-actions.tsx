import type { DeletedContentChoice } from '@reelboard/shared/admin-users';
import { LEVEL_LABELS, LEVELS, type Level } from '@reelboard/shared/levels';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import {
  type AdminUserDetail,
  DELETE_USER,
  RESEND_CONFIRMATION,
  SET_USER_LEVEL,
  SIGN_OUT_USER,
  SUSPEND_USER,
} from './api/admin-users';
import { exportUserData } from './export-user-data';

type Answer = { error?: unknown; data?: unknown };

// What an admin may do to an account; each asks for a reason, which the audit log keeps
// beside the admin's name. The server checks everything again (ADR 0035).
export function UserActions({ user, onDone }: { user: AdminUserDetail; onDone: () => void }) {
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [level, setLevel] = useState<Level>(user.level);
  const [content, setContent] = useState<DeletedContentChoice>('placeholder');
  const [sure, setSure] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [, setUserLevel] = useMutation(SET_USER_LEVEL);
  const [, suspendUser] = useMutation(SUSPEND_USER);
  const [, signOutUser] = useMutation(SIGN_OUT_USER);
  const [, resend] = useMutation(RESEND_CONFIRMATION);
  const [, deleteUser] = useMutation(DELETE_USER);
  const userId = user.id;

  async function run(work: Promise<Answer>, success: string, after = onDone) {
    const answer = await work;
    if (answer.error) {
      toast.error(errorMessage(answer.error));
      return;
    }
    toast.success(success);
    setReason('');
    after();
  }

  const suspended = user.status === 'suspended';
  return (
    <section
      aria-labelledby="user-actions"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="user-actions" className="text-lg font-semibold text-slate-900">
        Actions
      </h2>
      <TextAreaField
        label="Reason (kept in the audit log)"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label="Level" value={level} onChange={(event) => setLevel(event.target.value as Level)}>
          {LEVELS.map((option) => (
            <option key={option} value={option}>
              {LEVEL_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <Button
          onClick={() =>
            run(setUserLevel({ userId, level, reason }), `Level changed to ${LEVEL_LABELS[level]}.`)
          }
        >
          Change level
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            run(
              suspendUser({ userId, suspend: !suspended, reason }),
              suspended ? 'Suspension lifted.' : 'User suspended.',
            )
          }
        >
          {suspended ? 'Lift suspension' : 'Suspend'}
        </Button>
        <Button
          variant="outline"
          onClick={() => run(signOutUser({ userId, reason }), 'Signed out everywhere.')}
        >
          Sign out everywhere
        </Button>
        <Button
          variant="outline"
          disabled={exporting}
          onClick={async () => {
            setExporting(true);
            const failed = await exportUserData(userId, reason)
              .catch(() => 'The export did not work. Please try again.')
              .finally(() => setExporting(false));
            if (failed) return void toast.error(failed);
            toast.success('Their data was exported.');
            setReason('');
          }}
        >
          Export their data
        </Button>
        {user.status === 'unconfirmed' ? (
          <Button
            variant="outline"
            onClick={() => run(resend({ userId, reason }), 'Confirmation code sent.')}
          >
            Resend confirmation code
          </Button>
        ) : null}
      </div>
      <fieldset className="space-y-2 rounded-lg border border-red-200 p-3">
        <legend className="px-1 text-sm font-semibold text-red-700">Delete account</legend>
        {(
          [
            ['placeholder', 'Their comments and posts show "[deleted]"'],
            ['remove', 'Remove their comments and posts'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="deleted-content"
              checked={content === value}
              onChange={() => setContent(value)}
            />
            {label}
          </label>
        ))}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={sure} onChange={(event) => setSure(event.target.checked)} />I
          understand that this cannot be undone
        </label>
        <Button
          variant="danger"
          disabled={!sure}
          onClick={() =>
            run(deleteUser({ userId, content, reason }), 'Account deleted.', () => navigate('/admin/users'))
          }
        >
          Delete account
        </Button>
      </fieldset>
    </section>
  );
}
