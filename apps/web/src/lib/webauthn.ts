import { requestJson } from './http';

// Passkeys in the browser. @simplewebauthn/browser is loaded only when a passkey is used
// (sign-in page, settings), never with the home page.
type Options = Record<string, unknown>;

/** Asks the browser for a passkey's answer to the server's authentication options. */
export async function passkeyAssertion(optionsJSON: Options): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: optionsJSON as never });
}

/** Asks the browser to make a new passkey for the server's registration options. */
export async function passkeyRegistration(optionsJSON: Options): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: optionsJSON as never });
}

/** Options the server hands out without a session (passwordless sign-in, the second factor). */
export const publicPasskeyOptions = (path: string, body: unknown = {}) =>
  requestJson<Options>(path, { method: 'POST', body });
