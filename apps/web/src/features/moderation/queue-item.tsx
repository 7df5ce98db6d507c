import { moderationReasonSchema, reportReasonLabels } from '@reelboard/shared/moderation';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/form-field';
import type { ModerationAction } from '../../graphql/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { MODERATE_CONTENT } from './api/moderate-content';
import type { QueueItem } from './api/moderation-queue';
import {
  ACTION_BUTTON_LABELS,
  AUDIT_ACTION_LABELS,
  decisionMessage,
  STATE_LABELS,
  TARGET_LABELS,
} from './moderation-labels';
import { actionsAfter, actionsForOpenItem } from './queue-actions';

const PAGE_OF: Partial<Record<QueueItem['targetType'], string>> = {
  VIDEO: '/videos/',
  POST: '/post/',
  CREATOR: '/creator/',
};

const stateTone = (state: QueueItem['state']) =>
  state === 'PUBLISHED' ? 'green' : state === 'GONE' ? 'slate' : 'amber';

const when = (iso: string) => new Date(iso).toLocaleString();

type QueueItemCardProps = {
  item: QueueItem;
  /** Set for an item decided on this visit (it has left the queue): offers the reversal. */
  lastAction?: ModerationAction;
  onDecided: (item: QueueItem, action: ModerationAction) => void;
};

// One reported (or held) target: what it is, who wrote it, what the reports say, and the
// decisions an admin can take, each with an optional reason for the audit log.
export function QueueItemCard({ item, lastAction, onDecided }: QueueItemCardProps) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [{ fetching }, moderate] = useMutation(MODERATE_CONTENT);
  const author = item.authorName ?? 'anonymous';
  const noun = TARGET_LABELS[item.targetType];
  const reasonCheck = moderationReasonSchema.safeParse(reason);
  const reasonError = reasonCheck.success ? undefined : reasonCheck.error.issues[0]?.message;
  const actions = lastAction ? actionsAfter(lastAction, item) : actionsForOpenItem(item);
  const page = PAGE_OF[item.targetType];

  async function decide(action: ModerationAction) {
    if (action === 'DELETE' && !confirmingDelete) {
      setConfirmingDelete(true);
      return;
    }
    setConfirmingDelete(false);
    if (!reasonCheck.success) return;
    setFailure(null);
    const result = await moderate({
      input: { targetType: item.targetType, targetId: item.targetId, action, reason: reason.trim() || null },
    });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    toast.success(decisionMessage(action, item.targetType, author));
    setReason('');
    onDecided(item, action);
  }

  return (
    <Card className="space-y-4 p-5" data-testid="moderation-item">
      <article aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="violet">{noun}</Badge>
          <Badge tone={stateTone(item.state)}>{STATE_LABELS[item.state]}</Badge>
          {lastAction ? (
            <Badge tone="slate">Decided: {AUDIT_ACTION_LABELS[lastAction]}</Badge>
          ) : (
            <span className="text-sm text-slate-600">
              {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} · first{' '}
              {when(item.firstReportedAt)}
              {item.reportCount > 1 ? ` · last ${when(item.lastReportedAt)}` : ''}
            </span>
          )}
        </div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {page && item.state !== 'GONE' ? (
            <Link to={`${page}${item.targetId}`} className="hover:underline">
              {item.title || `${noun} ${item.targetId}`}
            </Link>
          ) : (
            item.title || `${noun} ${item.targetId}`
          )}
        </h3>
        {item.text ? (
          <p className="whitespace-pre-line break-words text-sm text-slate-700" data-testid="moderation-text">
            {item.text}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          By <span className="font-medium text-slate-900">{author}</span>{' '}
          {item.authorSuspended ? <Badge tone="amber">Suspended</Badge> : null}
        </p>
        {lastAction ? null : (
          <div className="space-y-2 text-sm">
            <ul className="flex flex-wrap gap-2" aria-label="Reasons">
              {item.reasons.map((entry) => (
                <li key={entry.reason}>
                  <Badge>
                    {reportReasonLabels[entry.reason]} × {entry.count}
                  </Badge>
                </li>
              ))}
            </ul>
            {item.details.length > 0 ? (
              <ul className="space-y-1 border-l-2 border-slate-200 pl-3" aria-label="Details">
                {item.details.map((detail) => (
                  <li key={`${detail.createdAt}-${detail.details}`} className="text-slate-700">
                    <span className="font-medium">{reportReasonLabels[detail.reason]}:</span>{' '}
                    <span className="whitespace-pre-line break-words">{detail.details}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </article>
      {actions.length > 0 ? (
        <div className="space-y-3 border-t border-slate-100 pt-4">
          <TextField
            label="Reason (optional, kept in the audit log)"
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'DELETE' || action === 'SUSPEND_AUTHOR' ? 'danger' : 'outline'}
                disabled={fetching || Boolean(reasonError)}
                onClick={() => void decide(action)}
              >
                {action === 'DELETE' && confirmingDelete ? 'Confirm delete' : ACTION_BUTTON_LABELS[action]}
              </Button>
            ))}
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
