import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Changes } from '../../realtime/changes.ts';
import { createCommentNotices } from './comment-notices.ts';
import { createNotificationFanout } from './notification-fanout.ts';
import { createNotificationMail } from './notification-mail.ts';
import { createNotificationRecorder } from './notification-recorder.ts';
import { createNotificationService } from './notification-service.ts';
import { createNotificationTriggers } from './notification-triggers.ts';

/**
 * The notifications area (issue 24): the triggers other areas call, the reads of a
 * person's notifications, the e-mails, and the fan-out to followers, with its background
 * jobs registered on the queue. It depends on no other service, so every area can be given
 * its triggers.
 */
export function createNotifications(deps: {
  db: Database;
  changes?: Changes;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log?: (message: string) => void;
}) {
  const recorder = createNotificationRecorder(deps);
  const fanout = createNotificationFanout({ db: deps.db, recorder });
  const mail = createNotificationMail(deps);
  const commentNotices = createCommentNotices({ db: deps.db, recorder, log: deps.log });
  for (const kind of [fanout.fanoutJob, mail.emailJob, mail.digestJob, commentNotices.job]) {
    deps.jobs.register(kind);
  }
  return {
    triggers: createNotificationTriggers({
      db: deps.db,
      recorder,
      commentNotices,
      jobs: deps.jobs,
      log: deps.log,
    }),
    service: createNotificationService(deps),
    mail,
    fanout,
    commentNotices,
  };
}
