import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { CREATE_INVITATION, REVOKE_INVITATIONS } from './api/site-settings';

// Invitation links are signed by the server and work for 14 days; revoking ends them all.
export function InvitationLinks() {
  const [link, setLink] = useState<string | null>(null);
  const [, create] = useMutation(CREATE_INVITATION);
  const [, revoke] = useMutation(REVOKE_INVITATIONS);
  return (
    <section
      aria-labelledby="invitations"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="invitations" className="font-semibold text-slate-900">
        Invitation links
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={async () => {
            const answer = await create({});
            if (answer.error) toast.error(errorMessage(answer.error));
            else setLink(answer.data?.createInvitation.url ?? null);
          }}
        >
          Create invitation link
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            const answer = await revoke({});
            if (answer.error) toast.error(errorMessage(answer.error));
            else {
              setLink(null);
              toast.success('Every invitation link made so far no longer works.');
            }
          }}
        >
          Revoke all links
        </Button>
      </div>
      {link ? <TextField label="Invitation link (valid for 14 days)" readOnly value={link} /> : null}
    </section>
  );
}
