import { requestJson } from '../../lib/http';

// Sign-up and confirmation calls of the identity API (sign-in and sign-out live with the
// session in lib/).
export function signUp(input: { email: string; password: string; name: string; invitation?: string | null }) {
  return requestJson<{ userId: string; nextStep: string }>('/auth/sign-up', { method: 'POST', body: input });
}

export function confirmSignUp(email: string, code: string) {
  return requestJson<unknown>('/auth/confirm-sign-up', { method: 'POST', body: { email, code } });
}

export function resendCode(email: string) {
  return requestJson<unknown>('/auth/resend-code', { method: 'POST', body: { email } });
}
