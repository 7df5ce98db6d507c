import { Client, type CombinedError, cacheExchange, fetchExchange } from 'urql';
import { loadAppConfig } from './app-config';
import { ApiError } from './http';
import { realtimeExchange } from './realtime';
import { authorizedFetch, getAccessToken, getSessionState, restoreSession } from './session';

// The server answers a refused token with HTTP 401; a GraphQL error coded UNAUTHENTICATED
// in an otherwise successful response means the same.
async function isUnauthenticatedResponse(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (!response.headers.get('content-type')?.includes('json')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { errors?: { extensions?: { code?: unknown } }[] } | null;
  return body?.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

// Signed-in requests carry the access token; anonymous ones the public API key. While a
// load is still restoring the session, a request waits for it: sent before, it would read
// as anonymous what a signed-in reader sees (whom they follow, for one), and a page's
// query is not asked again when the session arrives.
// The public key is asked for alongside the restore, not after it: a round trip less
// before a page's first answer (ADR 0034).
async function graphqlFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const config = loadAppConfig();
  config.catch(() => {}); // a signed-in request does not need it
  if (getSessionState().status === 'loading') await restoreSession();
  const headers = new Headers(init.headers);
  if (!getAccessToken()) headers.set('x-api-key', (await config).publicApiKey);
  return authorizedFetch(input, { ...init, headers }, isUnauthenticatedResponse);
}

export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [cacheExchange, fetchExchange, realtimeExchange],
  fetch: graphqlFetch,
  preferGetMethod: false,
});

export function isUnauthenticatedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.name === 'NotAuthorizedException';
  const combined = error as Partial<CombinedError> | null;
  return (
    combined?.response?.status === 401 ||
    (combined?.graphQLErrors?.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED') ??
      false)
  );
}

/** The message a person can read, without urql's "[GraphQL]" / "[Network]" prefixes. */
export function errorMessage(error: unknown): string {
  const combined = error as Partial<CombinedError> | null;
  const first = combined?.graphQLErrors?.[0]?.message ?? combined?.networkError?.message;
  if (first) return first;
  return error instanceof Error ? error.message : String(error);
}
