import type { ModerationAction } from '../../graphql/graphql';
import type { QueueItem } from './api/moderation-queue';

type Target = Pick<QueueItem, 'targetType' | 'state' | 'authorId' | 'authorSuspended'>;

// Creators are suspended, never hidden or deleted (the server refuses those).
const hideable = (item: Target) => item.targetType !== 'CREATOR';

/** The decisions that make sense for an open queue item in its current state. */
export function actionsForOpenItem(item: Target): ModerationAction[] {
  if (item.state === 'GONE') return ['DISMISS'];
  const actions: ModerationAction[] = ['DISMISS'];
  if (item.state === 'HELD') actions.push('RELEASE');
  if (hideable(item)) actions.push(item.state === 'HIDDEN' ? 'UNHIDE' : 'HIDE', 'DELETE');
  if (item.authorId) actions.push(item.authorSuspended ? 'LIFT_SUSPENSION' : 'SUSPEND_AUTHOR');
  return actions;
}

// Decisions close the target's open reports, so it leaves the queue; reversals do not
// (ADR 0017).
const CLOSES_REPORTS: ModerationAction[] = ['DISMISS', 'HIDE', 'RELEASE', 'DELETE', 'SUSPEND_AUTHOR'];
export const closesReports = (action: ModerationAction) => CLOSES_REPORTS.includes(action);

const REVERSALS: Record<ModerationAction, ModerationAction[]> = {
  DISMISS: ['HIDE'],
  RELEASE: ['HIDE'],
  HIDE: ['UNHIDE'],
  UNHIDE: ['HIDE'],
  SUSPEND_AUTHOR: ['LIFT_SUSPENSION'],
  LIFT_SUSPENSION: ['SUSPEND_AUTHOR'],
  DELETE: [],
};

/** What an admin can still do with an item decided on this visit: take the decision back. */
export function actionsAfter(last: ModerationAction, item: Target): ModerationAction[] {
  return REVERSALS[last].filter((action) =>
    action === 'HIDE' || action === 'UNHIDE' ? hideable(item) : Boolean(item.authorId),
  );
}
