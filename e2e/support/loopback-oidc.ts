import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

// A real OpenID provider (node-oidc-provider) on loopback, standing in for Google in the
// tests of sign-in with Google, and with /graph/me for Facebook's OAuth 2 (ADR 0033): discovery, signed ID tokens, PKCE required, state
// and nonce carried as a real provider does. Its sign-in page asks only for an e-mail
// address and whether the provider should say it is verified; the account id is made from
// both, so a test can sign in as anyone it likes.
export const LOOPBACK_CLIENT = { clientId: 'reelboard-tests', clientSecret: 'loopback-provider-secret-1234' };

const accountIdOf = (email: string, verified: boolean) => `${verified ? 'verified' : 'unverified'}:${email}`;

const PAGE = (
  uid: string,
) => `<!doctype html><html lang="en"><head><title>Loopback provider</title></head><body>
<main><h1>Sign in to the loopback provider</h1>
<form method="post" action="/interaction/${uid}">
<label>E-mail <input name="email" type="email" required></label>
<label><input name="verified" type="checkbox" value="yes" checked> E-mail verified</label>
<button type="submit">Continue</button></form></main></body></html>`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLoopbackOidc(options: { port?: number; redirectUris: string[] }) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOOPBACK_CLIENT.clientId,
        client_secret: LOOPBACK_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    async findAccount(_ctx, id) {
      const [kind, email = ''] = id.split(/:(.*)/);
      return {
        accountId: id,
        claims: () => ({ sub: id, email, email_verified: kind === 'verified', name: email.split('@')[0] }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on('request', async (request, response) => {
    if (request.url === '/graph/me') return graphMe(provider, request, response);
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match?.[1]) return handle(request, response);
    try {
      if (request.method !== 'POST') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(PAGE(match[1]));
      }
      const details = await provider.interactionDetails(request, response);
      const form = await formOf(request);
      const accountId = accountIdOf(form.get('email') ?? '', form.get('verified') === 'yes');
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 400;
      response.end(error instanceof Error ? error.message : 'interaction failed');
    }
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Facebook's Graph API /me?fields=id,name,email in miniature: the account behind a bearer
// token, with no word on whether its address is verified (Facebook gives none).
async function graphMe(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  response.setHeader('content-type', 'application/json');
  if (!token) {
    response.statusCode = 401;
    return response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
  }
  const email = token.accountId.split(/:(.*)/)[1] ?? '';
  response.end(JSON.stringify({ id: token.accountId, email, name: email.split('@')[0] }));
}

/**
 * Signs in at the provider as a browser would (following its redirects with its cookies)
 * and returns where the provider sends the browser back: the client's callback URL.
 */
export async function signInAtProvider(authorizationUrl: string, who: { email: string; verified: boolean }) {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/);
      cookies.set(name.trim(), value);
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next;
    } else if (/\/interaction\//.test(url)) {
      body = new URLSearchParams({ email: who.email, ...(who.verified ? { verified: 'yes' } : {}) });
    } else {
      throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    }
  }
  throw new Error('the provider kept redirecting');
}
