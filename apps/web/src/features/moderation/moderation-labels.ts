import type { ModerationAction, ModerationContentState, ReportTargetType } from '../../graphql/graphql';

// The words the admin screens use for the server's moderation enums (ADR 0017).

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  VIDEO: 'Video',
  COMMENT: 'Comment',
  POST: 'Post',
  CREATOR: 'Creator',
};

export const STATE_LABELS: Record<ModerationContentState, string> = {
  PUBLISHED: 'Published',
  HELD: 'Held for review',
  HIDDEN: 'Hidden',
  GONE: 'Deleted',
};

export const ACTION_BUTTON_LABELS: Record<ModerationAction, string> = {
  DISMISS: 'Dismiss',
  HIDE: 'Hide',
  UNHIDE: 'Unhide',
  RELEASE: 'Release',
  DELETE: 'Delete',
  SUSPEND_AUTHOR: 'Suspend author',
  LIFT_SUSPENSION: 'Lift suspension',
};

/** What the audit log calls each action, the system's holds and blocked-term edits included. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  HOLD: 'Held automatically',
  DISMISS: 'Dismissed reports',
  HIDE: 'Hid',
  UNHIDE: 'Unhid',
  RELEASE: 'Released',
  DELETE: 'Deleted',
  SUSPEND_AUTHOR: 'Suspended author',
  LIFT_SUSPENSION: 'Lifted suspension',
  ADD_BLOCKED_TERM: 'Added blocked term',
  REMOVE_BLOCKED_TERM: 'Removed blocked term',
  // Admins' actions on accounts and settings (ADR 0035).
  SET_LEVEL: 'Changed level',
  SIGN_OUT_EVERYWHERE: 'Signed out everywhere',
  RESEND_CONFIRMATION: 'Resent confirmation code',
  DELETE_ACCOUNT: 'Deleted account',
  UPDATE_SETTINGS: 'Changed site settings',
  REVOKE_INVITATIONS: 'Revoked invitation links',
  // The health page and a person's data for a legal request (ADR 0041).
  RETRY_JOB: 'Retried a failed job',
  DISCARD_JOB: 'Discarded a failed job',
  EXPORT_DATA: "Exported a user's data",
};

/** The toast after a decision: what now holds for the content or its author. */
export function decisionMessage(
  action: ModerationAction,
  targetType: ReportTargetType,
  author: string,
): string {
  const noun = TARGET_LABELS[targetType];
  switch (action) {
    case 'DISMISS':
      return 'Reports dismissed.';
    case 'HIDE':
      return `${noun} hidden.`;
    case 'UNHIDE':
      return `${noun} visible again.`;
    case 'RELEASE':
      return `${noun} released.`;
    case 'DELETE':
      return `${noun} deleted.`;
    case 'SUSPEND_AUTHOR':
      return `${author} is suspended.`;
    case 'LIFT_SUSPENSION':
      return `${author}'s suspension is lifted.`;
  }
}
