import { stringifyVariables } from 'urql';

// The public answers the server wrote into the page for its first render (ADR 0043):
// `<script type="application/json" id="first-answers">`, data the CSP never runs. They are
// what an anonymous visitor would be answered, so they serve only a page with no session
// known to be signed in (`mayBeSignedIn`); each is used once, for the request of the same
// operation and variables, and later requests go to the server as usual.
type FirstAnswer = { operationName?: string; variables?: Record<string, unknown>; data: unknown };
type FirstAnswers = { publicApiKey?: string; answers: FirstAnswer[] };

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
  const printed = stringifyVariables(variables ?? {});
  const index = answers.findIndex(
    (answer) =>
      answer.operationName === operationName && stringifyVariables(answer.variables ?? {}) === printed,
  );
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

// A page that starts from an empty root may show the answers in its first render (main.tsx
// says so); a prerendered one must first render as its markup, so its answers come as the
// response to the request instead, a moment later.
let inFirstRender = false;
export const answerInFirstRender = () => {
  inFirstRender = true;
};
export const answersInFirstRender = () => inFirstRender;
