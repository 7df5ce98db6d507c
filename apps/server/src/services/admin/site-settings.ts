import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type RegistrationMode,
  registrationMessages,
  type SiteSettingsValues,
  STARTUP_SETTINGS,
  siteSettingsSchema,
} from '@reelboard/shared/admin-users';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { siteSettings } from '../../db/admin-schema.ts';
import type { Database } from '../../db/client.ts';
import { badInput } from '../../errors.ts';
import { IdentityError } from '../../identity/identity-error.ts';
import type { PgListener } from '../../realtime/pg-listener.ts';
import { type Actor, requireAdmin } from '../actors.ts';
import { recordAction } from '../moderation/audit-log.ts';

// The site's settings, kept in one database row and in every node's memory (ADR 0035).
// A trigger announces every change of the row on reelboard_settings; each node forgets what
// it kept when it hears it, so a change applies on every node within milliseconds. While a
// node is not listening it keeps nothing and reads the row on every use.
const CHANNEL = 'reelboard_settings';
/** Invitation links work for 14 days. */
const INVITATION_DAYS = 14;

export type SiteSettings = SiteSettingsValues & {
  /** The defaults the environment gives to empty values, shown beside them. */
  defaults: { siteName: string; supportEmail: string; reportHoldThreshold: number };
  updatedAt: Date | null;
};

/** What every rule reads: the values in force, the environment's defaults filled in. */
export type SettingsInForce = {
  registration: RegistrationMode;
  newAccountLevel: 'viewer' | 'creator';
  uploadQuotaBytes: number | null;
  uploadQuotaVideosPerDay: number | null;
  siteName: string;
  supportEmail: string;
  reportHoldThreshold: number;
};

export function createSiteSettings(deps: {
  db: Database;
  listener?: PgListener;
  /** Signs invitation links. */
  secret: string;
  /** PUBLIC_URL, and the environment's defaults of the site's support e-mail and report holds. */
  config: Pick<Config, 'publicUrl' | 'supportEmail' | 'reportHoldThreshold'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const defaults: SiteSettings['defaults'] = {
    siteName: 'Reelboard',
    supportEmail: deps.config.supportEmail,
    reportHoldThreshold: deps.config.reportHoldThreshold,
  };
  const now = deps.now ?? (() => new Date());
  let listening = false;
  let version = 0;
  let kept: Promise<StoredRow> | undefined;
  const forget = () => {
    version += 1;
    kept = undefined;
  };
  deps.listener?.on(CHANNEL, {
    onMessage: forget,
    onListening: () => {
      listening = true;
      forget();
    },
    onLost: () => {
      listening = false;
      forget();
    },
  });

  type StoredRow = typeof siteSettings.$inferSelect | undefined;
  const readRow = async (): Promise<StoredRow> => (await db.select().from(siteSettings).limit(1))[0];

  function storedRow(): Promise<StoredRow> {
    // Not listening yet: read the row. The settings do not start the LISTEN connection
    // themselves: the node's caches and realtime start it on the server, and a command
    // (`reelboard user level`) that closes its pool must not be left holding it.
    if (!listening) return readRow();
    if (kept) return kept;
    const mark = version;
    const reading = readRow();
    kept = reading;
    // Read while a change came in, or failed: not kept.
    reading.then(
      () => {
        if (version !== mark && kept === reading) kept = undefined;
      },
      () => {
        if (kept === reading) kept = undefined;
      },
    );
    return reading;
  }

  async function inForce(): Promise<SettingsInForce> {
    const row = await storedRow();
    return {
      registration: row?.registration ?? 'open',
      newAccountLevel: row?.newAccountLevel ?? 'viewer',
      uploadQuotaBytes: row?.uploadQuotaBytes ?? null,
      uploadQuotaVideosPerDay: row?.uploadQuotaVideosPerDay ?? null,
      siteName: row?.siteName ?? defaults.siteName,
      supportEmail: row?.supportEmail ?? defaults.supportEmail,
      reportHoldThreshold: row?.reportHoldThreshold ?? defaults.reportHoldThreshold,
    };
  }

  const sign = (payload: string) =>
    createHmac('sha256', deps.secret).update(`invitation:${payload}`).digest();

  /** True when the token is an invitation this site signed, unexpired and not revoked. */
  async function invitationValid(token: string | null | undefined): Promise<boolean> {
    const [payload, mac] = (token ?? '').split('.');
    if (!payload || !mac) return false;
    const expected = sign(payload);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const issuedAt = Number(payload.split('-')[0]);
    const row = await storedRow();
    const validFrom = row?.invitationsValidFrom.getTime() ?? 0;
    return issuedAt >= validFrom && issuedAt + INVITATION_DAYS * 86_400_000 > now().getTime();
  }

  return {
    inForce,
    invitationValid,

    /** Sign-up asks first: refused when closed, or by invitation without a valid one. */
    async admitSignUp(invitation: string | null | undefined): Promise<void> {
      const { registration } = await inForce();
      // Under the pool's name for a refused request, with the message the sign-up page shows.
      const refuse = (message: string) => new IdentityError('NotAuthorizedException', message, 403);
      if (registration === 'closed') throw refuse(registrationMessages.closed);
      if (registration === 'invitation' && !(await invitationValid(invitation))) {
        throw refuse(
          invitation ? registrationMessages.invitationInvalid : registrationMessages.invitationNeeded,
        );
      }
    },

    /** What the sign-up page shows before anyone types: open, closed or by invitation. */
    async registration(): Promise<RegistrationMode> {
      return (await inForce()).registration;
    },

    /** Admins only: the stored values (null: the default) and the defaults. */
    async get(actor: Actor): Promise<SiteSettings & { startupSettings: readonly string[] }> {
      requireAdmin(actor);
      const row = await readRow();
      return {
        registration: row?.registration ?? 'open',
        newAccountLevel: row?.newAccountLevel ?? 'viewer',
        uploadQuotaBytes: row?.uploadQuotaBytes ?? null,
        uploadQuotaVideosPerDay: row?.uploadQuotaVideosPerDay ?? null,
        siteName: row?.siteName ?? null,
        supportEmail: row?.supportEmail ?? null,
        reportHoldThreshold: row?.reportHoldThreshold ?? null,
        defaults,
        updatedAt: row?.updatedAt ?? null,
        startupSettings: STARTUP_SETTINGS,
      };
    },

    async update(actor: Actor, input: unknown, reason?: string | null) {
      const admin = requireAdmin(actor);
      const parsed = siteSettingsSchema.safeParse(input);
      if (!parsed.success) throw badInput(parsed.error.issues[0]?.message ?? 'Invalid settings.');
      const values = { ...parsed.data, updatedBy: admin.userId, updatedAt: now() };
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: siteSettings.id, set: values });
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'UPDATE_SETTINGS',
          targetType: 'settings',
          targetId: admin.userId,
          reason: reason?.trim() || 'Site settings changed.',
        });
      });
      // This node applies it at once; the others when the trigger's notice reaches them.
      forget();
      return this.get(actor);
    },

    /** A signed sign-up link, valid for INVITATION_DAYS; admins only. */
    async createInvitation(actor: Actor): Promise<{ url: string; expiresAt: Date }> {
      requireAdmin(actor);
      const issuedAt = now().getTime();
      const payload = `${issuedAt}-${randomBytes(9).toString('base64url')}`;
      const token = `${payload}.${sign(payload).toString('base64url')}`;
      return {
        url: `${deps.config.publicUrl}/signup?invitation=${encodeURIComponent(token)}`,
        expiresAt: new Date(issuedAt + INVITATION_DAYS * 86_400_000),
      };
    },

    /** Every invitation link made until now stops working. */
    async revokeInvitations(actor: Actor): Promise<void> {
      const admin = requireAdmin(actor);
      const at = now();
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(siteSettings)
          .set({ invitationsValidFrom: at, updatedAt: at, updatedBy: admin.userId })
          .where(eq(siteSettings.id, 1))
          .returning({ id: siteSettings.id });
        if (!updated) {
          await tx.insert(siteSettings).values({ id: 1, invitationsValidFrom: at, updatedBy: admin.userId });
        }
        await recordAction(tx, {
          adminId: admin.userId,
          action: 'REVOKE_INVITATIONS',
          targetType: 'settings',
          targetId: admin.userId,
          reason: 'Invitation links revoked.',
        });
      });
      forget();
    },
  };
}
