import { z } from 'zod';

// Moderation rules shared by the server (which enforces them) and the web app (which shows
// them in the report dialog and the admin screens). See docs/decisions/0017-moderation.md.

export const REPORT_TARGET_TYPES = ['video', 'comment', 'post', 'creator'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'SEXUAL', 'VIOLENCE', 'COPYRIGHT', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report dialog shows for each reason. */
export const reportReasonLabels: Record<ReportReason, string> = {
  SPAM: 'Spam',
  HARASSMENT: 'Harassment or hate',
  SEXUAL: 'Sexual content',
  VIOLENCE: 'Violence',
  COPYRIGHT: 'Copyright',
  OTHER: 'Other',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;

export const moderationMessages = {
  reported: 'Thank you. Our moderators will review your report.',
  alreadyReported: 'You have already reported this.',
  rateLimited: 'You are reporting too fast. Please wait a minute and try again.',
  heldForReview: 'Held for review',
} as const;

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'targetType must be VIDEO, COMMENT, POST or CREATOR.' }),
  targetId: z.string().min(1, 'targetId is required.'),
  reason: z.enum(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`)
    .nullish()
    .transform((details) => details || null),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const BLOCKED_TERM_MAX_LENGTH = 200;

/** A blocked word (matched on word boundaries, any case) or a regular expression (RE2 syntax). */
export const blockedTermSchema = z.object({
  pattern: z
    .string()
    .trim()
    .min(1, 'Enter a word or a pattern.')
    .max(BLOCKED_TERM_MAX_LENGTH, `Patterns must be at most ${BLOCKED_TERM_MAX_LENGTH} characters.`),
  isRegex: z.boolean().default(false),
});

/** The moderation reason admins give with an action (kept in the audit log). */
export const moderationReasonSchema = z
  .string()
  .trim()
  .max(REPORT_DETAILS_MAX_LENGTH, `The reason must be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`)
  .nullish()
  .transform((reason) => reason ?? '');
