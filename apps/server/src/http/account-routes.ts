import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmForgotPasswordRequestSchema,
  forgotPasswordRequestSchema,
  RESET_REQUESTED_MESSAGE,
  signOutDeviceRequestSchema,
} from '@reelboard/shared/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { IdentityErrorName } from '../identity/identity-error.ts';
import { sessionExpired } from '../identity/identity-error.ts';
import type { Services } from '../services/services.ts';
import type { ActorOf } from './request-actor.ts';

// The REST face of a person's own account (issue 22, ADR 0031), registered inside the
// identity routes' scope (same { name, message } errors, no-store): "Forgot password?",
// the password and e-mail changes, the devices list and "Download my data". All but the
// reset act on the signed-in caller's own account only.
export async function registerAccountRoutes(
  scope: FastifyInstance,
  deps: {
    services: Pick<Services, 'account' | 'dataExport'>;
    actorOf: ActorOf;
    parseBody: <T>(
      schema: z.ZodType<T>,
      body: unknown,
      nameOf?: (field: string | undefined) => IdentityErrorName,
    ) => T;
    perMinute: (max: number) => object;
  },
) {
  const { parseBody, perMinute } = deps;
  const { passwordReset, changes, devices } = deps.services.account;
  const { dataExport } = deps.services;
  const passwordField = (field: string | undefined): IdentityErrorName =>
    field === 'password' || field === 'newPassword'
      ? 'InvalidPasswordException'
      : 'InvalidParameterException';

  const person = async (request: FastifyRequest) => {
    const actor = await deps.actorOf(request).catch(() => undefined);
    if (actor?.kind !== 'user') throw sessionExpired();
    return { userId: actor.userId, sessionId: actor.sessionId };
  };

  // Cognito's ForgotPassword: one answer for every well-formed address.
  scope.post('/auth/forgot-password', { config: perMinute(10) }, async (request) => {
    const body = parseBody(forgotPasswordRequestSchema, request.body);
    await passwordReset.forgotPassword(body.email);
    return { nextStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', message: RESET_REQUESTED_MESSAGE };
  });

  scope.post('/auth/confirm-forgot-password', { config: perMinute(20) }, async (request) => {
    const body = parseBody(confirmForgotPasswordRequestSchema, request.body, passwordField);
    await passwordReset.confirmForgotPassword(body.email, body.code, body.password);
    return { nextStep: 'DONE' };
  });

  scope.post('/auth/account/password', { config: perMinute(20) }, async (request) => {
    const body = parseBody(changePasswordRequestSchema, request.body, passwordField);
    await changes.changePassword(await person(request), body.currentPassword, body.newPassword);
    return { ok: true };
  });

  scope.post('/auth/account/email', { config: perMinute(10) }, async (request) => {
    const body = parseBody(changeEmailRequestSchema, request.body);
    await changes.requestEmailChange(await person(request), body.email, body.password);
    return { nextStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' };
  });

  scope.post('/auth/account/email/confirm', { config: perMinute(20) }, async (request) => {
    const body = parseBody(confirmEmailChangeRequestSchema, request.body);
    return changes.confirmEmailChange(await person(request), body.code);
  });

  scope.get('/auth/account/devices', { config: perMinute(60) }, async (request) => ({
    devices: await devices.list(await person(request)),
  }));

  scope.post('/auth/account/devices/sign-out', { config: perMinute(30) }, async (request) => {
    const body = parseBody(signOutDeviceRequestSchema, request.body);
    await devices.signOut(await person(request), body.sessionId);
    return { ok: true };
  });

  scope.post('/auth/account/devices/sign-out-others', { config: perMinute(30) }, async (request) => ({
    signedOut: await devices.signOutOthers(await person(request)),
  }));

  scope.get('/auth/account/data-export', { config: perMinute(60) }, async (request) =>
    dataExport.state((await person(request)).userId),
  );

  scope.post('/auth/account/data-export', { config: perMinute(10) }, async (request) =>
    dataExport.request((await person(request)).userId),
  );

  scope.get('/auth/account/data-export/download', { config: perMinute(20) }, async (request, reply) => {
    const file = await dataExport.download((await person(request)).userId);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });
}
