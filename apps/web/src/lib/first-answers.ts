import { type Exchange, getOperationName, mapExchange, ssrExchange, stringifyVariables } from 'urql';

// The public answers the server wrote into the page for its first render (ADR 0043):
// `<script type="application/json" id="first-answers">`, data the CSP never runs. They are
// what an anonymous visitor would be answered, so they serve only a page with no session
// known to be signed in (`mayBeSignedIn`); each is used once, for the request of the same
// operation and variables, and later requests go to the server as usual.
export type FirstAnswer = { operationName?: string; variables?: Record<string, unknown>; data: unknown };
// `rendered`: the server also rendered the page's first screen with these answers (ADR 0045).
type FirstAnswers = { publicApiKey?: string; answers: FirstAnswer[]; rendered?: boolean };

export const FIRST_ANSWERS_ID = 'first-answers';

let inlined: FirstAnswers | null | undefined;

function read(): FirstAnswers | null {
  if (inlined !== undefined) return inlined;
  inlined = null;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (text) {
    try {
      inlined = JSON.parse(text) as FirstAnswers;
    } catch {
      // A page without usable answers asks the server, as any other page does.
    }
  }
  return inlined;
}

/** The public API key the server wrote into the page, if it did (saves asking /api/config). */
export const inlinedPublicApiKey = () => read()?.publicApiKey;

/** The page's markup is its first screen rendered with its answers, for a visitor (ADR 0045). */
export const answersRendered = () => read()?.rendered === true;

/** Are these the answer's operation and variables. */
export const isAnswerTo = (answer: FirstAnswer, operationName: string | undefined, variables: unknown) =>
  answer.operationName === operationName &&
  stringifyVariables(answer.variables ?? {}) === stringifyVariables(variables ?? {});

const requestOf = (body: unknown) => {
  if (typeof body !== 'string') return null;
  try {
    return JSON.parse(body) as { operationName?: string; variables?: Record<string, unknown> };
  } catch {
    return null;
  }
};

/** The page's answer to this operation and its variables, once; undefined when there is none. */
export function takeAnswer(operationName: string | undefined, variables: unknown) {
  const answers = read()?.answers;
  if (!answers?.length || !operationName) return undefined;
  const index = answers.findIndex((answer) => isAnswerTo(answer, operationName, variables));
  return index < 0 ? undefined : answers.splice(index, 1)[0];
}

/** The page's answer to this GraphQL request body, once, as a response; undefined when there is none. */
export function takeFirstAnswer(body: unknown): Response | undefined {
  const request = requestOf(body);
  const answer = request ? takeAnswer(request.operationName, request.variables) : undefined;
  if (!answer) return undefined;
  return new Response(JSON.stringify({ data: answer.data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

// A page that starts from an empty root, or whose markup the server rendered with its
// answers, shows them in its first render (main.tsx says so); a page prerendered at build
// time must first render as its markup, so its answers come as the response to the
// request instead, a moment later.
let inFirstRender = false;
export const answerInFirstRender = () => {
  inFirstRender = true;
};
export const answersInFirstRender = () => inFirstRender;

/**
 * Exchanges that answer a query in the same render from `find`'s answer (urql's ssrExchange
 * gives data put in for an operation's key synchronously); a query with no answer goes on to
 * the exchanges after them. The browser's first render uses them, and the server's render
 * of the same page with the same answers (prerender.tsx), so that the two match.
 */
export function answersExchanges(
  find: (operationName: string | undefined, variables: unknown) => FirstAnswer | undefined,
): Exchange[] {
  const given = ssrExchange({ isClient: true });
  const put = mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'query') return;
      const answer = find(getOperationName(operation.query), operation.variables);
      if (answer) given.restoreData({ [operation.key]: { data: JSON.stringify(answer.data) } });
    },
  });
  return [put, given];
}
