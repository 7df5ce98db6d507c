import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

// GraphQL over HTTP as graphql-route.ts speaks it: what a client sees for each kind of
// request, right or wrong.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-api-key': t.secrets.publicApiKey, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const firstError = (response: { json: () => unknown }) =>
  (response.json() as { errors: { message: string; extensions?: { code?: string } }[] }).errors[0];

describe('POST /graphql', () => {
  it('answers a query in the media type the client accepts', async () => {
    const plain = await post({ query: '{ __typename }' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual({ data: { __typename: 'Query' } });
    const typed = await post(
      { query: '{ __typename }' },
      { accept: `${GRAPHQL_RESPONSE}, application/json` },
    );
    expect(typed.headers['content-type']).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
    // JSON for the app's client, not a document: nosniff, without a page's 1.5 kB of policy (ADR 0046).
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBeUndefined();
  });

  it('runs the operation the request names', async () => {
    const document = 'query A { a: __typename } query B { b: __typename }';
    expect((await post({ query: document, operationName: 'B' })).json()).toEqual({ data: { b: 'Query' } });
    expect(firstError(await post({ query: document }))?.extensions?.code).toBe(
      'OPERATION_RESOLUTION_FAILURE',
    );
  });

  it('answers request errors with 400 under GraphQL over HTTP, and 200 under plain JSON', async () => {
    const accept = { accept: GRAPHQL_RESPONSE };
    const syntax = await post({ query: '{ listVideos(' }, accept);
    expect(syntax.statusCode).toBe(400);
    expect(firstError(syntax)?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknownField = await post({ query: '{ nope }' }, accept);
    expect(unknownField.statusCode).toBe(400);
    expect(firstError(unknownField)?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const badVariable = await post(
      { query: 'query($l: Int) { listVideos(limit: $l) { nextToken } }', variables: { l: 'x' } },
      accept,
    );
    expect(badVariable.statusCode).toBe(400);
    expect(firstError(badVariable)?.message).toMatch(/Variable "\$l" got invalid value "x"/);
    expect((await post({ query: '{ nope }' })).statusCode).toBe(200);
  });

  it('gives malformed requests a clear message', async () => {
    const noQuery = await post({ variables: {} });
    expect(noQuery.statusCode).toBe(400);
    expect(firstError(noQuery)?.message).toBe('Send the GraphQL document as a string in "query".');
    const badVariables = await post({ query: '{ __typename }', variables: 'x' });
    expect(firstError(badVariables)?.message).toBe('"variables" must be an object.');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{ __typename }',
    });
    expect(notJson.statusCode).toBe(415);
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query={__typename}' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers a refused token with 401 and UNAUTHENTICATED, whatever the query', async () => {
    const refused = await post({ query: '{ __typename }' }, { authorization: 'Bearer not-a-token' });
    expect(refused.statusCode).toBe(401);
    expect(firstError(refused)).toEqual({
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("sends no CORS headers: another site cannot read answers with a visitor's cookies", async () => {
    const response = await post({ query: '{ __typename }' }, { origin: 'https://elsewhere.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses subscriptions over HTTP and points to the WebSocket', async () => {
    const response = await post({ query: 'subscription { onUpdateVideo { id } }' });
    expect(response.statusCode).toBe(400);
    expect(firstError(response)?.message).toBe('Subscriptions are served over the WebSocket at /graphql.');
  });
});
