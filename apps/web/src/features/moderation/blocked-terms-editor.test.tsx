import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { BlockedTermsEditor } from './blocked-terms-editor';

type Term = { id: string; pattern: string; isRegex: boolean; createdAt: string };
type Operation = { query: string; variables: { input?: { pattern: string; isRegex: boolean }; id?: string } };

// A real urql client over a fake server keeping a list of terms; a pattern with an
// unclosed bracket is refused as the server refuses it.
function setup(initial: Term[]) {
  const terms = [...initial];
  const mutations: Operation['variables'][] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const { query, variables } = JSON.parse(String(init?.body)) as Operation;
      let body: unknown;
      if (query.includes('addBlockedTerm') && variables.input) {
        mutations.push(variables);
        const { pattern, isRegex } = variables.input;
        if (isRegex && pattern.includes('[') && !pattern.includes(']')) {
          body = { errors: [{ message: 'This pattern is not a valid regular expression: missing ]' }] };
        } else {
          const term = {
            id: `t${terms.length + 1}`,
            pattern,
            isRegex,
            createdAt: '2026-03-04T10:00:00.000Z',
          };
          terms.push(term);
          body = { data: { addBlockedTerm: { id: term.id } } };
        }
      } else if (query.includes('removeBlockedTerm')) {
        mutations.push(variables);
        terms.splice(
          terms.findIndex((term) => term.id === variables.id),
          1,
        );
        body = { data: { removeBlockedTerm: { id: variables.id } } };
      } else {
        body = { data: { blockedTerms: terms } };
      }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <Provider value={client}>
      <BlockedTermsEditor />
      <Toaster />
    </Provider>,
  );
  return { mutations };
}

const listed = () =>
  screen.queryAllByTestId('blocked-term').map((row) => row.querySelector('code')?.textContent);

describe('BlockedTermsEditor', () => {
  it('adds a word and a pattern, and removes a term', async () => {
    const { mutations } = setup([
      { id: 't1', pattern: 'scam', isRegex: false, createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
    await waitFor(() => expect(listed()).toEqual(['scam']));
    fireEvent.change(screen.getByLabelText('Word or pattern'), { target: { value: ' spoiler ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(listed()).toEqual(['scam', 'spoiler']));
    expect((screen.getByLabelText('Word or pattern') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Word or pattern'), { target: { value: 'fr[e3 money' } });
    fireEvent.click(screen.getByLabelText('Regular expression'));
    fireEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This pattern is not a valid regular expression: missing ]',
    );
    expect(listed()).toEqual(['scam', 'spoiler']);
    expect(mutations.at(-1)).toEqual({ input: { pattern: 'fr[e3 money', isRegex: true } });

    fireEvent.click(screen.getByRole('button', { name: 'Remove scam' }));
    await waitFor(() => expect(listed()).toEqual(['spoiler']));
    expect(await screen.findByText('"scam" is no longer blocked.')).toBeTruthy();
  });

  it('asks for a word before sending and refuses patterns over 200 characters', async () => {
    const { mutations } = setup([]);
    expect(await screen.findByText('No blocked terms yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a word or a pattern.');
    fireEvent.change(screen.getByLabelText('Word or pattern'), { target: { value: 'a'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Patterns must be at most 200 characters.');
    expect(mutations).toEqual([]);
  });
});
