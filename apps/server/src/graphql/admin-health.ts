import type { FailedJob, QueueCounts } from '../jobs/queue-readings.ts';
import type { NodeRow } from '../services/admin/health-nodes.ts';
import type { lastBackup } from '../services/admin/health-service.ts';
import type { StorageArea } from '../services/admin/health-storage.ts';
import { builder } from './builder.ts';

// /admin/health (ADR 0041). adminHealth checks the caller once, and every field asks the
// service again with the caller, so no field answers anyone but an admin.

const AdminJobQueue = builder.objectRef<QueueCounts>('AdminJobQueue').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    deadLetterOf: t.exposeString('deadLetterOf', {
      nullable: true,
      description: 'For a dead-letter queue: the queue whose jobs gave up into it.',
    }),
    waiting: t.exposeInt('waiting'),
    running: t.exposeInt('running'),
    failed: t.exposeInt('failed'),
    total: t.exposeInt('total'),
  }),
});

const AdminFailedJob = builder.objectRef<FailedJob>('AdminFailedJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    queue: t.exposeString('queue'),
    error: t.exposeString('error'),
    retries: t.exposeInt('retries'),
    data: t.string({ resolve: (job) => JSON.stringify(job.data).slice(0, 300) }),
    failedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (job) => job.failedAt }),
  }),
});

type FailedVideo = { id: string; title: string; error: string | null; updatedAt: Date };
const AdminFailedVideo = builder.objectRef<FailedVideo>('AdminFailedVideo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    error: t.string({ resolve: (video) => video.error ?? 'No reason was recorded.' }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (video) => video.updatedAt }),
  }),
});

const AdminStorageArea = builder.objectRef<StorageArea>('AdminStorageArea').implement({
  fields: (t) => ({
    area: t.exposeString('area'),
    bytes: t.float({ resolve: (row) => row.bytes }),
    objects: t.exposeInt('objects'),
    measuredAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.measuredAt }),
  }),
});

const AdminNode = builder.objectRef<NodeRow>('AdminNode').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    role: t.exposeString('role'),
    hostname: t.exposeString('hostname'),
    pid: t.exposeInt('pid'),
    version: t.exposeString('version'),
    startedAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.startedAt }),
    lastBeatAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.lastBeatAt }),
  }),
});

type Backup = NonNullable<Awaited<ReturnType<typeof lastBackup>>>;
const AdminBackup = builder.objectRef<Backup>('AdminBackup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    trigger: t.exposeString('trigger'),
    destination: t.exposeString('destination'),
    bytes: t.float({ nullable: true, resolve: (row) => row.bytes }),
    error: t.exposeString('error', { nullable: true }),
    startedAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.startedAt }),
    finishedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (row) => row.finishedAt }),
  }),
});

const AdminHealth = builder.objectRef<Record<string, never>>('AdminHealth').implement({
  description: "The site's health for admins: each field checks the caller again.",
  fields: (t) => ({
    queues: t.field({
      type: [AdminJobQueue],
      resolve: (_health, _args, context) => context.services.adminHealth.queues(context.actor),
    }),
    failedJobs: t.field({
      type: [AdminFailedJob],
      description: 'The newest failed jobs of every queue (at most 50).',
      resolve: (_health, _args, context) => context.services.adminHealth.failedJobs(context.actor),
    }),
    failedVideos: t.field({
      type: [AdminFailedVideo],
      resolve: (_health, _args, context) => context.services.adminHealth.failedVideos(context.actor),
    }),
    storage: t.field({
      type: [AdminStorageArea],
      description: 'Bytes per area as the storage job last measured them (every 5 minutes).',
      resolve: (_health, _args, context) => context.services.adminHealth.storage(context.actor),
    }),
    databaseBytes: t.float({
      resolve: (_health, _args, context) => context.services.adminHealth.databaseBytes(context.actor),
    }),
    nodes: t.field({
      type: [AdminNode],
      description: 'Nodes whose last heartbeat is under a minute old.',
      resolve: (_health, _args, context) => context.services.adminHealth.nodes(context.actor),
    }),
    lastBackup: t.field({
      type: AdminBackup,
      nullable: true,
      resolve: (_health, _args, context) => context.services.adminHealth.lastBackup(context.actor),
    }),
  }),
});

builder.queryFields((t) => ({
  adminHealth: t.field({
    type: AdminHealth,
    description: 'Admins only: job queues, failures, storage, database, nodes and the last backup.',
    resolve: (_root, _args, context) => {
      context.services.adminHealth.check(context.actor);
      return {};
    },
  }),
}));

builder.mutationFields((t) => ({
  adminRetryJob: t.boolean({
    description: 'Admins only: queues a failed job again. Logged with the reason.',
    args: {
      queue: t.arg.string({ required: true }),
      jobId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.services.adminHealth.retryJob(context.actor, args.queue, String(args.jobId), args.reason);
      return true;
    },
  }),
  adminDiscardJob: t.boolean({
    description: 'Admins only: deletes a failed job for good. Logged with the reason.',
    args: {
      queue: t.arg.string({ required: true }),
      jobId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await context.services.adminHealth.discardJob(
        context.actor,
        args.queue,
        String(args.jobId),
        args.reason,
      );
      return true;
    },
  }),
  adminMeasureStorage: t.boolean({
    description: 'Admins only: measures storage now instead of at the next five minutes.',
    resolve: async (_root, _args, context) => {
      await context.services.adminHealth.measureStorage(context.actor);
      return true;
    },
  }),
}));
