import { DELETED_CONTENT_CHOICES, USER_STATUSES } from '@reelboard/shared/admin-users';
import type { UserDetail, UserRow } from '../services/admin/user-directory.ts';
import { builder } from './builder.ts';
import { UserLevel } from './profiles.ts';

// The admins' user management (ADR 0035). Every field and mutation is for admins only:
// the services check it.

const UserStatus = builder.enumType('AdminUserStatus', { values: USER_STATUSES });
const DeletedContent = builder.enumType('DeletedContentChoice', {
  description: 'placeholder: comments and posts show "[deleted]"; remove: they go.',
  values: DELETED_CONTENT_CHOICES,
});

const statusOf = (user: Pick<UserRow, 'suspendedAt' | 'emailVerified'>) =>
  user.suspendedAt ? 'suspended' : user.emailVerified ? 'active' : 'unconfirmed';

const AdminUser = builder.objectRef<UserRow>('AdminUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    username: t.exposeString('username', { nullable: true }),
    level: t.field({ type: UserLevel, resolve: (user) => user.level }),
    status: t.field({ type: UserStatus, resolve: statusOf }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (user) => user.createdAt }),
  }),
});

const AdminUserPage = builder
  .objectRef<{ items: UserRow[]; nextToken: string | null }>('AdminUserConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AdminUser], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

type Session = UserDetail['sessions'][number];
const AdminSession = builder.objectRef<Session>('AdminUserSession').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.createdAt }),
    lastUsedAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.lastUsedAt }),
    expiresAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.expiresAt }),
    revokedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (row) => row.revokedAt }),
  }),
});

type Item = { id: string; createdAt: Date; title?: string; content?: string; status?: string };
const AdminUserItem = builder.objectRef<Item & Record<string, unknown>>('AdminUserItem').implement({
  description: 'A video, post, comment, report, order or log entry on a user page.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.id }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (row) => row.createdAt }),
    label: t.string({
      description: 'Its title, text, reason, action or status.',
      resolve: (row) =>
        String(row.title ?? row.content ?? row.action ?? row.reason ?? row.status ?? '').slice(0, 280),
    }),
    detail: t.string({
      nullable: true,
      description: "What it concerns: a report's or log entry's target, an order's total, a video's state.",
      resolve: (row) => {
        if (typeof row.totalCents === 'number') return `$${(row.totalCents / 100).toFixed(2)}`;
        if (row.targetType) return `${String(row.targetType)} ${String(row.targetId)}`;
        if (row.processingStatus)
          return `${String(row.processingStatus)}${row.isApproved ? ', approved' : ''}`;
        return null;
      },
    }),
    by: t.string({ nullable: true, resolve: (row) => (row.adminName as string | null | undefined) ?? null }),
    reason: t.string({
      nullable: true,
      resolve: (row) => (row.action ? String(row.reason ?? '') : null),
    }),
  }),
});

const items = (pick: (user: UserDetail) => object[]) => (user: UserDetail) => pick(user) as never[];

const AdminUserDetail = builder.objectRef<UserDetail>('AdminUserDetail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    username: t.exposeString('username', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    level: t.field({ type: UserLevel, resolve: (user) => user.level }),
    status: t.field({ type: UserStatus, resolve: statusOf }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (user) => user.createdAt }),
    sessions: t.field({ type: [AdminSession], resolve: (user) => user.sessions }),
    videos: t.field({ type: [AdminUserItem], resolve: items((u) => u.videos) }),
    comments: t.field({ type: [AdminUserItem], resolve: items((u) => u.comments) }),
    posts: t.field({ type: [AdminUserItem], resolve: items((u) => u.posts) }),
    reportsBy: t.field({ type: [AdminUserItem], resolve: items((u) => u.reportsBy) }),
    reportsAgainst: t.field({ type: [AdminUserItem], resolve: items((u) => u.reportsAgainst) }),
    orders: t.field({ type: [AdminUserItem], resolve: items((u) => u.orders) }),
    moderationLog: t.field({ type: [AdminUserItem], resolve: items((u) => u.moderationLog) }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUserPage,
    description: 'Admins only: users newest first; query matches e-mail, name or username.',
    args: {
      query: t.arg.string({ required: false }),
      level: t.arg({ type: UserLevel, required: false }),
      status: t.arg({ type: UserStatus, required: false }),
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => context.services.userDirectory.search(context.actor, args),
  }),
  adminUser: t.field({
    type: AdminUserDetail,
    description: 'Admins only: one user and what they did.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.userDirectory.get(context.actor, String(args.id)),
  }),
}));

const done = async (work: Promise<unknown>) => {
  await work;
  return true;
};

builder.mutationFields((t) => ({
  adminSetUserLevel: t.boolean({
    description: 'Admins only; the last admin keeps their level. Logged with the reason.',
    args: {
      userId: t.arg.id({ required: true }),
      level: t.arg({ type: UserLevel, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      done(
        context.services.userActions.changeLevel(context.actor, String(args.userId), args.level, args.reason),
      ),
  }),
  adminSuspendUser: t.boolean({
    description: 'Admins only: suspend (true) or lift (false). Logged with the reason.',
    args: {
      userId: t.arg.id({ required: true }),
      suspend: t.arg.boolean({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      done(
        context.services.userActions.suspend(context.actor, String(args.userId), args.suspend, args.reason),
      ),
  }),
  adminSignOutUser: t.boolean({
    description: 'Admins only: ends every session of the user, on every node.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      done(context.services.userActions.signOutEverywhere(context.actor, String(args.userId), args.reason)),
  }),
  adminResendConfirmation: t.boolean({
    description: 'Admins only: mails an unconfirmed user a new confirmation code.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      done(context.services.userActions.resendConfirmation(context.actor, String(args.userId), args.reason)),
  }),
  adminDeleteUser: t.boolean({
    description: 'Admins only: deletes the account (ADR 0035). Not the last admin.',
    args: {
      userId: t.arg.id({ required: true }),
      content: t.arg({ type: DeletedContent, required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      done(
        context.services.accountDeletion.deleteAccount(context.actor, String(args.userId), {
          content: args.content,
          reason: args.reason,
        }),
      ),
  }),
}));
