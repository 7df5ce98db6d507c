import type { FastifyReply, FastifyRequest } from 'fastify';

// Tells the web app's page routes that this browser has a session (ADR 0045), which the
// refresh cookie cannot: its path is /auth. Such a browser asks for its own answers with its
// token, so a page is sent to it without a visitor's rendered answers. It is not a
// credential (it says nothing of who, and grants nothing): set and cleared with the refresh
// cookie, for as long.
const MEMBER_COOKIE = 'rb_member';

export function setMemberCookie(reply: FastifyReply, maxAgeSeconds: number, secure: boolean) {
  reply.setCookie(MEMBER_COOKIE, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearMemberCookie(reply: FastifyReply) {
  reply.clearCookie(MEMBER_COOKIE, { path: '/' });
}

export const hasMemberCookie = (request: FastifyRequest) => request.cookies?.[MEMBER_COOKIE] !== undefined;
