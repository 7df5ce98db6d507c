import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportTargetType } from '@reelboard/shared/moderation';
import type { AuditRecord } from '../services/moderation/audit-log.ts';
import type { BlockedTerm } from '../services/moderation/blocked-terms.ts';
import type { QueueItem } from '../services/moderation/moderation-queue.ts';
import type { ModerationDecision } from '../services/moderation/moderation-service.ts';
import type { Report } from '../services/moderation/report-service.ts';
import { builder } from './builder.ts';

// Reports, the admins' queue and its decisions, the audit log and blocked terms (ADR 0017).
// Who may do what is decided by the moderation services.

const upper = (type: ReportTargetType) => type.toUpperCase() as Uppercase<ReportTargetType>;
const ReportTargetTypeEnum = builder.enumType('ReportTargetType', {
  values: Object.fromEntries(REPORT_TARGET_TYPES.map((type) => [upper(type), { value: type }])) as Record<
    Uppercase<ReportTargetType>,
    { value: ReportTargetType }
  >,
});
const ReportReasonEnum = builder.enumType('ReportReason', { values: REPORT_REASONS });
const ModerationActionEnum = builder.enumType('ModerationAction', {
  description:
    'DISMISS closes the reports (and ends an automatic hold); HIDE/UNHIDE; RELEASE publishes a held comment; DELETE; SUSPEND_AUTHOR/LIFT_SUSPENSION.',
  values: ['DISMISS', 'HIDE', 'UNHIDE', 'RELEASE', 'DELETE', 'SUSPEND_AUTHOR', 'LIFT_SUSPENSION'] as const,
});
const ContentStateEnum = builder.enumType('ModerationContentState', {
  values: ['PUBLISHED', 'HELD', 'HIDDEN', 'GONE'] as const,
});

const ReportType = builder.objectRef<Report>('Report').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    targetType: t.field({ type: ReportTargetTypeEnum, resolve: (report) => report.targetType }),
    targetId: t.exposeID('targetId'),
    reason: t.field({ type: ReportReasonEnum, resolve: (report) => report.reason as never }),
    details: t.exposeString('details', { nullable: true }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (report) => report.createdAt }),
  }),
});

const ReasonCount = builder.objectRef<QueueItem['reasons'][number]>('ModerationReasonCount').implement({
  fields: (t) => ({
    reason: t.field({ type: ReportReasonEnum, resolve: (row) => row.reason }),
    count: t.exposeInt('count'),
  }),
});

const ReportDetail = builder.objectRef<QueueItem['details'][number]>('ModerationReportDetail').implement({
  fields: (t) => ({
    reason: t.field({ type: ReportReasonEnum, resolve: (row) => row.reason }),
    details: t.exposeString('details'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.createdAt }),
  }),
});

const QueueItemType = builder.objectRef<QueueItem>('ModerationQueueItem').implement({
  description: 'The open reports of one target, with what they are about.',
  fields: (t) => ({
    targetType: t.field({ type: ReportTargetTypeEnum, resolve: (item) => item.targetType }),
    targetId: t.exposeID('targetId'),
    reportCount: t.exposeInt('reportCount'),
    reasons: t.field({ type: [ReasonCount], resolve: (item) => item.reasons }),
    details: t.field({ type: [ReportDetail], resolve: (item) => item.details }),
    firstReportedAt: t.field({ type: 'AWSDateTime', resolve: (item) => item.firstReportedAt }),
    lastReportedAt: t.field({ type: 'AWSDateTime', resolve: (item) => item.lastReportedAt }),
    state: t.field({ type: ContentStateEnum, resolve: (item) => item.state }),
    title: t.string({ nullable: true, resolve: (item) => item.content?.title ?? null }),
    text: t.string({
      nullable: true,
      description: 'Shortened to 280 characters.',
      resolve: (item) => item.content?.text ?? null,
    }),
    authorId: t.id({ nullable: true, resolve: (item) => item.content?.authorId ?? null }),
    authorName: t.string({ nullable: true, resolve: (item) => item.content?.authorName ?? null }),
    authorSuspended: t.boolean({ resolve: (item) => item.content?.authorSuspended ?? false }),
  }),
});

const QueuePage = builder
  .objectRef<{ items: QueueItem[]; nextToken: string | null }>('ModerationQueueConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [QueueItemType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const AuditEntryType = builder.objectRef<AuditRecord>('ModerationAuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.string({
      description: "The admin's user id, or 'system'.",
      resolve: (row) => row.adminId ?? 'system',
    }),
    actorName: t.string({ resolve: (row) => (row.adminId ? (row.adminName ?? 'Unknown') : 'system') }),
    action: t.exposeString('action'),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeID('targetId'),
    reason: t.exposeString('reason'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.createdAt }),
  }),
});

const AuditPage = builder
  .objectRef<{ items: AuditRecord[]; nextToken: string | null }>('ModerationAuditLogConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AuditEntryType], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

const BlockedTermType = builder.objectRef<BlockedTerm>('BlockedTerm').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    pattern: t.exposeString('pattern'),
    isRegex: t.exposeBoolean('isRegex'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (term) => term.createdAt }),
  }),
});

type Decision = { targetType: ReportTargetType; targetId: string; action: ModerationDecision };
const DecisionType = builder.objectRef<Decision>('ModerationDecision').implement({
  fields: (t) => ({
    targetType: t.field({ type: ReportTargetTypeEnum, resolve: (row) => row.targetType }),
    targetId: t.exposeID('targetId'),
    action: t.field({ type: ModerationActionEnum, resolve: (row) => row.action }),
  }),
});

const ReportContentInput = builder.inputType('ReportContentInput', {
  fields: (t) => ({
    targetType: t.field({ type: ReportTargetTypeEnum, required: true }),
    targetId: t.id({ required: true }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    details: t.string({ required: false, description: 'At most 1000 characters.' }),
  }),
});

const ModerateContentInput = builder.inputType('ModerateContentInput', {
  fields: (t) => ({
    targetType: t.field({ type: ReportTargetTypeEnum, required: true }),
    targetId: t.id({ required: true }),
    action: t.field({ type: ModerationActionEnum, required: true }),
    reason: t.string({ required: false, description: 'Why: kept in the audit log.' }),
  }),
});

const AddBlockedTermInput = builder.inputType('AddBlockedTermInput', {
  fields: (t) => ({
    pattern: t.string({
      required: true,
      description: 'A word, or a regular expression (RE2 syntax) with isRegex.',
    }),
    isRegex: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => ({
  moderationQueue: t.field({
    type: QueuePage,
    description:
      'Admins only: open reports grouped by target, the weightiest first (people behind them, ADR 0017), then the oldest.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.moderationQueue.list(context.actor, args),
  }),
  moderationAuditLog: t.field({
    type: AuditPage,
    description: 'Admins only: every moderation action, newest first.',
    args: { limit: t.arg.int({ required: false }), nextToken: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => context.services.auditLog.list(context.actor, args),
  }),
  blockedTerms: t.field({
    type: [BlockedTermType],
    description: 'Admins only.',
    resolve: (_root, _args, context) => context.services.blockedTerms.list(context.actor),
  }),
}));

builder.mutationFields((t) => ({
  reportContent: t.field({
    type: ReportType,
    description: 'Signed-in users and anonymous visitors; once per person and target; rate-limited.',
    args: { input: t.arg({ type: ReportContentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.reports.report(context.actor, context.clientIp, {
        ...input,
        targetId: String(input.targetId),
      }),
  }),
  moderateContent: t.field({
    type: DecisionType,
    description: 'Admins only; recorded in the audit log.',
    args: { input: t.arg({ type: ModerateContentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.moderation.moderate(context.actor, { ...input, targetId: String(input.targetId) }),
  }),
  addBlockedTerm: t.field({
    type: BlockedTermType,
    description: 'Admins only.',
    args: { input: t.arg({ type: AddBlockedTermInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.blockedTerms.add(context.actor, input),
  }),
  removeBlockedTerm: t.field({
    type: BlockedTermType,
    description: 'Admins only.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.blockedTerms.remove(context.actor, String(args.id)),
  }),
}));

type QueueChange = { targetType: string; targetId: string; action: string };
const QueueChangeType = builder.objectRef<QueueChange>('ModerationQueueChange').implement({
  fields: (t) => ({
    targetType: t.exposeString('targetType'),
    targetId: t.exposeID('targetId'),
    action: t.exposeString('action', { description: 'REPORT, HOLD, or the decision taken.' }),
  }),
});

builder.subscriptionFields((t) => ({
  onModerationQueueChanged: t.field({
    type: QueueChangeType,
    description: 'Admins only: a report, hold or decision changed the queue; read it again.',
    subscribe: (_root, _args, context) => {
      context.services.moderation.watchQueue(context.actor);
      return context.services.events.pubSub.subscribe('moderation.changed');
    },
    resolve: (change: QueueChange) => change,
  }),
}));
