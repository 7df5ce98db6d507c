import { NEW_ACCOUNT_LEVELS, REGISTRATION_MODES } from '@reelboard/shared/admin-users';
import type { SiteSettings } from '../services/admin/site-settings.ts';
import { builder } from './builder.ts';

// The site settings page (ADR 0035): admins only, except the registration mode, which the
// sign-up page reads before anyone signs in.

const Registration = builder.enumType('RegistrationMode', { values: REGISTRATION_MODES });
const NewAccountLevel = builder.enumType('NewAccountLevel', { values: NEW_ACCOUNT_LEVELS });

type Settings = SiteSettings & { startupSettings: readonly string[] };
const SiteSettingsType = builder.objectRef<Settings>('SiteSettings').implement({
  description: 'Null values use the default shown beside them.',
  fields: (t) => ({
    registration: t.field({ type: Registration, resolve: (s) => s.registration }),
    newAccountLevel: t.field({ type: NewAccountLevel, resolve: (s) => s.newAccountLevel }),
    uploadQuotaBytes: t.float({ nullable: true, resolve: (s) => s.uploadQuotaBytes }),
    uploadQuotaVideosPerDay: t.int({ nullable: true, resolve: (s) => s.uploadQuotaVideosPerDay }),
    siteName: t.string({ nullable: true, resolve: (s) => s.siteName }),
    supportEmail: t.string({ nullable: true, resolve: (s) => s.supportEmail }),
    reportHoldThreshold: t.int({ nullable: true, resolve: (s) => s.reportHoldThreshold }),
    defaultSiteName: t.string({ resolve: (s) => s.defaults.siteName }),
    defaultSupportEmail: t.string({ resolve: (s) => s.defaults.supportEmail }),
    defaultReportHoldThreshold: t.int({ resolve: (s) => s.defaults.reportHoldThreshold }),
    startupSettings: t.stringList({
      description: 'Environment settings the server needs at start-up; they are not on this page.',
      resolve: (s) => [...s.startupSettings],
    }),
    updatedAt: t.field({ type: 'AWSDateTime', nullable: true, resolve: (s) => s.updatedAt }),
  }),
});

const SiteSettingsInput = builder.inputType('SiteSettingsInput', {
  fields: (t) => ({
    registration: t.field({ type: Registration, required: true }),
    newAccountLevel: t.field({ type: NewAccountLevel, required: true }),
    uploadQuotaBytes: t.float({ required: false, description: 'Empty: no quota.' }),
    uploadQuotaVideosPerDay: t.int({ required: false, description: 'Empty: no limit.' }),
    siteName: t.string({ required: false }),
    supportEmail: t.string({ required: false }),
    reportHoldThreshold: t.int({ required: false }),
  }),
});

const Invitation = builder.objectRef<{ url: string; expiresAt: Date }>('Invitation').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    expiresAt: t.field({ type: 'AWSDateTime', resolve: (i) => i.expiresAt }),
  }),
});

builder.queryFields((t) => ({
  siteSettings: t.field({
    type: SiteSettingsType,
    description: 'Admins only.',
    resolve: (_root, _args, context) => context.services.siteSettings.get(context.actor),
  }),
  registrationMode: t.field({
    type: Registration,
    description: 'Anyone: whether sign-up is open, closed or by invitation.',
    resolve: (_root, _args, context) => context.services.siteSettings.registration(),
  }),
}));

builder.mutationFields((t) => ({
  updateSiteSettings: t.field({
    type: SiteSettingsType,
    description: 'Admins only; applies on every node at once; logged.',
    args: { input: t.arg({ type: SiteSettingsInput, required: true }) },
    resolve: (_root, args, context) => context.services.siteSettings.update(context.actor, args.input),
  }),
  createInvitation: t.field({
    type: Invitation,
    description: 'Admins only: a signed sign-up link, valid for 14 days.',
    resolve: (_root, _args, context) => context.services.siteSettings.createInvitation(context.actor),
  }),
  revokeInvitations: t.boolean({
    description: 'Admins only: every invitation link made so far stops working.',
    resolve: async (_root, _args, context) => {
      await context.services.siteSettings.revokeInvitations(context.actor);
      return true;
    },
  }),
}));
