import {
  Client,
  type CombinedError,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  type Operation,
} from 'urql';
import { type AppConfig, loadAppConfig } from './app-config';
import {
  answersExchanges,
  answersInFirstRender,
  inlinedPublicApiKey,
  takeAnswer,
  takeFirstAnswer,
} from './first-answers';
import { ApiError } from './http';
import { realtimeExchange } from './realtime';
import {
  authorizedFetch,
  getAccessToken,
  getSessionState,
  restoreSession,
  subscribeToSession,
} from './session';
import { markWrote, mayBeSignedIn, wroteRecently } from './signed-in-marker';

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
// load is still restoring the session of a browser that has been signed in here, a request
// waits for it: sent before, it would read as anonymous what a signed-in reader sees (whom
// they follow, for one). A visitor's requests do not wait (signed-in-marker.ts), and are
// answered from the page when it carries their public answer (first-answers.ts, ADR 0043);
// should the restore find a session after all, the page's queries are asked again.
// The public key is asked for alongside the restore, not after it: a round trip less
// before a page's first answer (ADR 0034).
async function graphqlFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (isMutation(init.body)) markWrote();
  const inlinedKey = inlinedPublicApiKey();
  const config = inlinedKey ? undefined : loadAppConfig();
  config?.catch(() => {}); // a signed-in request does not need it
  if (getSessionState().status === 'loading' && mayBeSignedIn()) await restoreSession();
  const headers = new Headers(init.headers);
  if (!getAccessToken()) {
    if (getSessionState().status === 'loading') answeredWhileRestoring = true;
    const first = mayAnswerFromPage() ? takeFirstAnswer(init.body) : undefined;
    if (first) return first;
    headers.set('x-api-key', inlinedKey ?? (await (config as Promise<AppConfig>)).publicApiKey);
  }
  return authorizedFetch(input, { ...init, headers }, isUnauthenticatedResponse);
}

const isMutation = (body: unknown) => typeof body === 'string' && /"query":"\s*mutation\b/.test(body);

// May a request be answered by the page's public answers: no token, no session that may be
// signed in still restoring, and no recent write of this browser they might not show yet.
export const mayAnswerFromPage = () =>
  !getAccessToken() && !(getSessionState().status === 'loading' && mayBeSignedIn()) && !wroteRecently();

// An anonymous answer given while the session was still restoring: if the restore then finds
// a signed-in reader, the queries on screen are asked again with their token.
let answeredWhileRestoring = false;
const activeQueries = new Map<number, Operation>();
const trackQueries = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'query') activeQueries.set(operation.key, operation);
    else if (operation.kind === 'teardown') activeQueries.delete(operation.key);
  },
});
// The page's answers in the first render of a page that starts empty or that the server
// rendered with them (first-answers.ts).
const answerFromPage = answersExchanges((operationName, variables) => {
  if (!answersInFirstRender() || !mayAnswerFromPage()) return undefined;
  const answer = takeAnswer(operationName, variables);
  if (answer && getSessionState().status === 'loading') answeredWhileRestoring = true;
  return answer;
});

export const graphqlClient = new Client({
  url: '/graphql',
  exchanges: [trackQueries, cacheExchange, ...answerFromPage, fetchExchange, realtimeExchange],
  fetch: graphqlFetch,
  preferGetMethod: false,
});

subscribeToSession(() => {
  const { status } = getSessionState();
  if (status === 'signedIn' && answeredWhileRestoring) {
    for (const operation of activeQueries.values()) {
      graphqlClient.reexecuteOperation(
        makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }),
      );
    }
  }
  if (status !== 'loading') answeredWhileRestoring = false;
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
