import { z } from 'zod';
import { emailDeliveries, notificationKinds } from './notifications.ts';

// Kept apart from notifications.ts so that the bell, on every page, does not load zod.
export const notificationPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  inApp: z.boolean(),
  email: z.enum(emailDeliveries),
});
