import {
  defaultPreference,
  type NotificationKind,
  notificationKindLabels,
  notificationKinds,
  notificationPath,
  notificationSentence,
} from '@reelboard/shared/notifications';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications } from '../../db/notification-schema.ts';
import { userProfiles, users } from '../../db/schema.ts';
import type { JobKind } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { factColumns, factsOf } from './notification-facts.ts';
import { NOTIFICATION_EMAIL_JOB } from './notification-recorder.ts';
import { savePreference } from './notification-service.ts';

const DIGEST_JOB = 'notification-digest';
const EMAILS_PER_CLAIM = 50;
const DIGEST_LINES = 50;
const UNSUBSCRIBE_AUDIENCE = 'reelboard:unsubscribe';

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/** Notifications waiting in `state`, locked for this transaction; others skip them. */
const claim = (
  db: Pick<Database, 'select'>,
  state: 'pending' | 'digest',
  limit: number,
  recipientId?: string,
) =>
  db
    .select({
      ...factColumns,
      email: sql<string>`(select r.email from ${users} r where r.id = ${notifications.recipientId})`,
      verified: sql<boolean>`(select r.email_verified from ${users} r where r.id = ${notifications.recipientId})`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, notifications.actorId))
    .where(
      and(
        eq(notifications.emailState, state),
        recipientId ? eq(notifications.recipientId, recipientId) : undefined,
      ),
    )
    .orderBy(asc(notifications.recipientId), asc(notifications.createdAt))
    .limit(limit)
    .for('update', { of: notifications, skipLocked: true });

// Notification e-mails (issue 24): at once, or one digest a day, as each person chose per
// kind. Rows are claimed with SKIP LOCKED, so workers never send one twice, and marked sent
// in the same transaction. Every e-mail carries a one-click unsubscribe for its kind
// (RFC 8058): a signed token in the List-Unsubscribe URL, answered by POST.
export function createNotificationMail(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log?: (message: string) => void;
}) {
  const { db } = deps;
  const key = new TextEncoder().encode(deps.secret);

  /** The one-click link that turns these kinds' e-mails off for the person. */
  async function unsubscribeUrl(userId: string, kinds: readonly NotificationKind[]) {
    const token = await new SignJWT({ kinds: [...new Set(kinds)] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(UNSUBSCRIBE_AUDIENCE)
      .sign(key);
    return `${deps.publicUrl}/notifications/unsubscribe?token=${token}`;
  }

  async function mail(
    to: string,
    recipientId: string,
    kinds: NotificationKind[],
    subject: string,
    lines: string[],
  ) {
    const url = await unsubscribeUrl(recipientId, kinds);
    const labels = [...new Set(kinds)].map((kind) => notificationKindLabels[kind]).join(', ');
    // The body's link opens a page that asks first; mail clients POST to the header's.
    const page = url.replace('/notifications/unsubscribe', '/unsubscribe');
    await deps.mailer.send({
      to,
      subject,
      text: `${lines.join('\n\n')}\n\n--\nYou get these e-mails for: ${labels}.\nUnsubscribe: ${page}\n`,
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  const line = (found: Claimed) => {
    const facts = factsOf(found);
    return `${notificationSentence(facts)}\n${deps.publicUrl}${notificationPath(facts)}`;
  };

  /** Sends the e-mails waiting to go now; answers how many. */
  async function sendPending(): Promise<number> {
    let sent = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const claimed = await claim(tx, 'pending', EMAILS_PER_CLAIM);
        for (const found of claimed) {
          if (!found.verified) continue;
          await mail(found.email, found.row.recipientId, [found.row.kind], subjectOf(found), [line(found)]);
        }
        await markSent(tx, claimed);
        return claimed.length;
      });
      sent += count;
      if (count < EMAILS_PER_CLAIM) return sent;
    }
  }

  /** One e-mail per person with what waited for the digest; answers how many people. */
  async function sendDigests(): Promise<number> {
    let people = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const [first] = await claim(tx, 'digest', 1);
        if (!first) return false;
        const rows = await claim(tx, 'digest', DIGEST_LINES * 20, first.row.recipientId);
        const shown = rows.slice(0, DIGEST_LINES).map(line);
        const more = rows.length > shown.length ? [`And more on ${deps.publicUrl}/notifications`] : [];
        const kinds = rows.map((found) => found.row.kind);
        if (first.verified)
          await mail(first.email, first.row.recipientId, kinds, 'Your Reelboard digest', [...shown, ...more]);
        await markSent(tx, rows);
        return true;
      });
      if (!done) return people;
      people += 1;
    }
  }

  /** Turns the token's kinds of e-mail off for its person; false for a bad token. */
  async function unsubscribe(token: string): Promise<boolean> {
    let userId: string;
    let kinds: NotificationKind[];
    try {
      const { payload } = await jwtVerify(token, key, {
        audience: UNSUBSCRIBE_AUDIENCE,
        algorithms: ['HS256'],
      });
      const named = Array.isArray(payload.kinds) ? payload.kinds : [];
      kinds = notificationKinds.filter((kind) => named.includes(kind));
      if (typeof payload.sub !== 'string' || kinds.length === 0) return false;
      userId = payload.sub;
    } catch {
      return false; // altered, or signed with another secret
    }
    for (const kind of kinds) {
      const [chosen] = await db
        .select({ inApp: notificationPreferences.inApp })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
      await savePreference(db, userId, {
        kind,
        inApp: chosen?.inApp ?? defaultPreference(kind).inApp,
        email: 'off',
      });
    }
    return true;
  }

  const emailJob: JobKind = {
    name: NOTIFICATION_EMAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: async () => void (await sendPending()),
  };
  const digestJob: JobKind = {
    name: DIGEST_JOB,
    schedule: '0 7 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    run: async () => void (await sendDigests()),
  };

  return { sendPending, sendDigests, unsubscribe, unsubscribeUrl, emailJob, digestJob };
}

const subjectOf = (found: Claimed) => `Reelboard: ${notificationSentence(factsOf(found)).slice(0, 120)}`;

async function markSent(db: Pick<Database, 'update'>, claimed: readonly Claimed[]) {
  if (claimed.length === 0) return;
  await db
    .update(notifications)
    .set({ emailState: 'sent' })
    .where(
      inArray(
        notifications.id,
        claimed.map((found) => found.row.id),
      ),
    );
}
