import { z } from 'zod';
import { confirmationCodeSchema, emailSchema, passwordSchema } from './auth.ts';

// The account's own requests (issue 22): password reset, password and e-mail changes, the
// devices list and "Download my data". Shared by the forms and the server.

/** The one answer to a reset request, whether the address has an account or not. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a code. It is valid for 1 hour.';

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const confirmForgotPasswordRequestSchema = z.object({
  email: emailSchema,
  code: confirmationCodeSchema,
  password: passwordSchema,
});
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(256),
  newPassword: passwordSchema,
});
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your current password').max(256),
});
export const confirmEmailChangeRequestSchema = z.object({ code: confirmationCodeSchema });
export const signOutDeviceRequestSchema = z.object({ sessionId: z.uuid() });

/** One signed-in session of the account, as the devices list shows it. */
export type Device = {
  id: string;
  browser: string | null;
  system: string | null;
  /** ISO time the session was last refreshed (or started). */
  lastUsedAt: string;
  /** The masked address it was last used from, e.g. 203.0.113.x. */
  address: string | null;
  current: boolean;
};

/** "Download my data": the newest request's state. */
export type DataExportState = {
  status: 'none' | 'building' | 'ready' | 'failed';
  requestedAt: string | null;
  /** When the download link stops working (7 days after it was ready). */
  expiresAt: string | null;
};

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_DAYS = 7;
