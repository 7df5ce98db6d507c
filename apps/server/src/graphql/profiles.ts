import { LEVELS } from '@reelboard/shared/levels';
import type { ProfileView } from '../services/profiles/profile-service.ts';
import { builder } from './builder.ts';

export const UserLevel = builder.enumType('UserLevel', { values: LEVELS });

const UserProfile = builder.objectRef<ProfileView>('UserProfile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    // Only the owner and admins see the e-mail address; everyone else gets null.
    email: t.exposeString('email', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    avatarUrl: t.exposeString('avatarUrl', {
      nullable: true,
      description: 'Storage key of the profile picture.',
    }),
    avatarImageUrl: t.string({
      nullable: true,
      description: 'A URL the browser can load the profile picture from.',
      resolve: (profile, _args, context) =>
        profile.avatarUrl ? context.services.storage.publicUrl(profile.avatarUrl) : null,
    }),
    followers: t.exposeInt('followers'),
    following: t.exposeInt('following'),
    level: t.field({ type: UserLevel, resolve: (profile) => profile.level }),
    createdAt: t.field({ type: 'AWSDateTime', resolve: (profile) => profile.createdAt }),
    updatedAt: t.field({ type: 'AWSDateTime', resolve: (profile) => profile.updatedAt }),
  }),
});

const ModelUserProfileConnection = builder
  .objectRef<{ items: ProfileView[]; nextToken: string | null }>('ModelUserProfileConnection')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [UserProfile], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

export const ModelIDInput = builder.inputType('ModelIDInput', {
  fields: (t) => ({ eq: t.id({ required: false }) }),
});
export const ModelStringInput = builder.inputType('ModelStringInput', {
  fields: (t) => ({ eq: t.string({ required: false }) }),
});
const ModelUserProfileFilterInput = builder.inputType('ModelUserProfileFilterInput', {
  fields: (t) => ({
    userId: t.field({ type: ModelIDInput, required: false }),
    email: t.field({ type: ModelStringInput, required: false }),
  }),
});

builder.queryFields((t) => ({
  listUserProfiles: t.field({
    type: ModelUserProfileConnection,
    args: {
      filter: t.arg({ type: ModelUserProfileFilterInput, required: false }),
      limit: t.arg.int({ required: false }),
      nextToken: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => context.services.profiles.list(context.actor, args),
  }),
  getUserProfile: t.field({
    type: UserProfile,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.profiles.get(context.actor, String(args.id)),
  }),
}));

const CreateUserProfileInput = builder.inputType('CreateUserProfileInput', {
  description: 'userId, email and level are taken from the session; a new profile is always a viewer.',
  fields: (t) => ({
    username: t.string({ required: false }),
    bio: t.string({ required: false }),
    // Accepted for compatibility with clients of the original API, and ignored.
    userId: t.id({ required: false }),
    email: t.string({ required: false }),
  }),
});

const UpdateUserProfileInput = builder.inputType('UpdateUserProfileInput', {
  description: 'Only username, bio and avatarUrl change; email and updatedAt are accepted and ignored.',
  fields: (t) => ({
    id: t.id({ required: true }),
    username: t.string({ required: false }),
    bio: t.string({ required: false }),
    avatarUrl: t.string({ required: false }),
    email: t.string({ required: false }),
    updatedAt: t.field({ type: 'AWSDateTime', required: false }),
  }),
});

builder.mutationFields((t) => ({
  createUserProfile: t.field({
    type: UserProfile,
    args: { input: t.arg({ type: CreateUserProfileInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.profiles.createOwn(context.actor, input),
  }),
  updateUserProfile: t.field({
    type: UserProfile,
    args: { input: t.arg({ type: UpdateUserProfileInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.profiles.updateOwn(context.actor, { ...input, id: String(input.id) }),
  }),
  updateUserLevel: t.field({
    type: UserProfile,
    args: { userId: t.arg.id({ required: true }), level: t.arg({ type: UserLevel, required: true }) },
    resolve: (_root, args, context) =>
      context.services.profiles.changeLevel(context.actor, String(args.userId), args.level),
  }),
}));

builder.subscriptionFields((t) => ({
  onUpdateUserProfile: t.field({
    type: UserProfile,
    nullable: true,
    description: "Changes to one user's profile; only that user and admins may listen.",
    args: { userId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) =>
      context.services.profiles.subscribe(context.actor, String(args.userId)),
    resolve: (event: { profileId: string }, _args, context) =>
      context.services.profiles.get(context.actor, event.profileId),
  }),
}));
