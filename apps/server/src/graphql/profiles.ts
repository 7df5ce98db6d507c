import { LEVELS } from '@reelboard/shared/levels';
import { forbidden } from '../errors.ts';
import type { Profile } from '../services/profile-service.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';

const UserLevel = builder.enumType('UserLevel', { values: LEVELS });

const canSeePrivateFields = async (profile: Profile, context: GraphQLContext) =>
  context.caller.kind === 'user' &&
  (context.caller.userId === profile.userId ||
    (await context.services.profiles.isAdmin(context.caller.userId)));

const UserProfile = builder.objectRef<Profile>('UserProfile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    // Only the owner and admins see the e-mail address; everyone else gets null.
    email: t.string({
      nullable: true,
      resolve: async (profile, _args, context) =>
        (await canSeePrivateFields(profile, context)) ? profile.email : null,
    }),
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
  .objectRef<{ items: Profile[]; nextToken: string | null }>('ModelUserProfileConnection')
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
    resolve: (_root, args, context) => context.services.profiles.list(context.caller, args),
  }),
  getUserProfile: t.field({
    type: UserProfile,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.profiles.get(String(args.id)),
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

const userIdOf = (context: GraphQLContext) => {
  if (context.caller.kind !== 'user') throw new Error('signedIn scope lets only users through');
  return context.caller.userId;
};

builder.mutationFields((t) => ({
  createUserProfile: t.field({
    type: UserProfile,
    args: { input: t.arg({ type: CreateUserProfileInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.profiles.createOwn(userIdOf(context), input),
  }),
  updateUserProfile: t.field({
    type: UserProfile,
    args: { input: t.arg({ type: UpdateUserProfileInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.profiles.updateOwn(userIdOf(context), { ...input, id: String(input.id) }),
  }),
  updateUserLevel: t.field({
    type: UserProfile,
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true }), level: t.arg({ type: UserLevel, required: true }) },
    resolve: (_root, args, context) => {
      if (String(args.userId) === userIdOf(context)) throw forbidden('Admins cannot change their own level.');
      return context.services.profiles.setLevel(String(args.userId), args.level);
    },
  }),
}));

builder.subscriptionType({ authScopes: { signedIn: true } });

builder.subscriptionFields((t) => ({
  onUpdateUserProfile: t.field({
    type: UserProfile,
    nullable: true,
    description: "Changes to one user's profile; only that user and admins may listen.",
    args: { userId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, context) => {
      const userId = String(args.userId);
      const caller = userIdOf(context);
      if (caller !== userId && !(await context.services.profiles.isAdmin(caller))) {
        throw forbidden('You can only follow changes to your own profile.');
      }
      return context.services.events.pubSub.subscribe('profile.updated', userId);
    },
    resolve: (event: { profileId: string }, _args, context) => context.services.profiles.get(event.profileId),
  }),
}));
