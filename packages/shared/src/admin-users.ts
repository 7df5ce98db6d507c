import { z } from 'zod';
import { LEVELS } from './levels.ts';

// The admins' user management and site settings (issue 25, ADR 0035): what may be asked,
// and the messages a wrong value gets. Both sides validate with these.

export const USER_STATUSES = ['active', 'suspended', 'unconfirmed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  unconfirmed: 'Unconfirmed',
};

/** A deleted account's comments and posts: kept as "[deleted]" placeholders, or removed. */
export const DELETED_CONTENT_CHOICES = ['placeholder', 'remove'] as const;
export type DeletedContentChoice = (typeof DELETED_CONTENT_CHOICES)[number];

export const DELETED_PLACEHOLDER = '[deleted]';

export const userSearchSchema = z.object({
  query: z
    .string()
    .trim()
    .max(100, 'Search for at most 100 characters.')
    .nullish()
    .transform((query) => query || null),
  level: z.enum(LEVELS, { error: 'Choose viewer, creator or admin.' }).nullish(),
  status: z.enum(USER_STATUSES, { error: 'Choose active, suspended or unconfirmed.' }).nullish(),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

/** Every action on an account says why; the audit log keeps it. */
export const adminReasonSchema = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(1000, 'The reason must be at most 1000 characters.');

export const REGISTRATION_MODES = ['open', 'closed', 'invitation'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const REGISTRATION_LABELS: Record<RegistrationMode, string> = {
  open: 'Open to everyone',
  closed: 'Closed',
  invitation: 'By invitation link',
};

export const NEW_ACCOUNT_LEVELS = ['viewer', 'creator'] as const;

export const registrationMessages = {
  closed: 'Sign-up is closed on this site. Please contact the site’s administrator.',
  invitationNeeded: 'Sign-up is by invitation only. Please use the invitation link you were sent.',
  invitationInvalid: 'This invitation link is not valid or has expired. Please ask for a new one.',
};

export const quotaMessages = {
  bytes: (limitBytes: number) =>
    `You have reached your upload quota of ${formatBytes(limitBytes)}. Delete a video or ask an admin for more space.`,
  perDay: (limit: number) =>
    `You can upload at most ${limit} ${limit === 1 ? 'video' : 'videos'} a day. Please try again tomorrow.`,
};

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

export function formatBytes(bytes: number): string {
  if (bytes >= GIB) return `${Number((bytes / GIB).toFixed(1))} GB`;
  return `${Number((bytes / MIB).toFixed(1))} MB`;
}

/** The most a per-creator quota may be set to: 10 TB, and 1000 videos a day. */
const MAX_QUOTA_BYTES = 10 * 1024 ** 4;
const MAX_VIDEOS_PER_DAY = 1000;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => text || null);

// Null means "the default": no quota, or the value from the environment.
export const siteSettingsSchema = z.object({
  registration: z.enum(REGISTRATION_MODES, { error: 'Choose open, closed or by invitation.' }),
  newAccountLevel: z.enum(NEW_ACCOUNT_LEVELS, { error: 'New accounts start as viewers or creators.' }),
  uploadQuotaBytes: z
    .number({ error: 'The upload quota must be a number of bytes.' })
    .int('The upload quota must be a whole number of bytes.')
    .min(1, 'The upload quota must be at least 1 byte, or empty for no quota.')
    .max(MAX_QUOTA_BYTES, 'The upload quota can be at most 10 TB.')
    .nullish()
    .transform((n) => n ?? null),
  uploadQuotaVideosPerDay: z
    .number({ error: 'Videos per day must be a number.' })
    .int('Videos per day must be a whole number.')
    .min(1, 'Videos per day must be at least 1, or empty for no limit.')
    .max(MAX_VIDEOS_PER_DAY, `Videos per day can be at most ${MAX_VIDEOS_PER_DAY}.`)
    .nullish()
    .transform((n) => n ?? null),
  siteName: optionalText(60, 'The site name must be at most 60 characters.'),
  supportEmail: z
    .email({ error: 'Please enter a valid support e-mail address.' })
    .max(254)
    .nullish()
    .or(z.literal(''))
    .transform((email) => email || null),
  reportHoldThreshold: z
    .number({ error: 'The report hold threshold must be a number.' })
    .int('The report hold threshold must be a whole number.')
    .min(1, 'The report hold threshold must be at least 1.')
    .max(1000, 'The report hold threshold can be at most 1000.')
    .nullish()
    .transform((n) => n ?? null),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsSchema>;

/** Environment settings the page names: the server needs them before it can read the database. */
export const STARTUP_SETTINGS = [
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'PUBLIC_URL',
  'S3_* (object storage)',
  'SMTP_URL and MAIL_FROM',
  'PAYPAL_* (payments)',
  'MAX_UPLOAD_BYTES',
  'WORKER_IN_SERVER',
  'BACKUP_DESTINATION (where backups go)',
] as const;
