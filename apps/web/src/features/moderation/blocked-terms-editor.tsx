import { blockedTermSchema } from '@reelboard/shared/moderation';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useMutation, useQuery } from 'urql';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/form-field';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { ADD_BLOCKED_TERM } from './api/add-blocked-term';
import { BLOCKED_TERMS } from './api/blocked-terms';
import { REMOVE_BLOCKED_TERM } from './api/remove-blocked-term';

// Blocked terms (ADR 0017): a comment that matches one, new or edited, is held for review.
// A word matches whole, in any case; a pattern is an RE2 regular expression. The server
// checks patterns (length, that they compile) and its message is shown as it says it.
export function BlockedTermsEditor() {
  const regexId = useId();
  const [pattern, setPattern] = useState('');
  const [isRegex, setIsRegex] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ data, fetching, error }, reload] = useQuery({
    query: BLOCKED_TERMS,
    requestPolicy: 'network-only',
  });
  const [{ fetching: adding }, addTerm] = useMutation(ADD_BLOCKED_TERM);
  const [{ fetching: removing }, removeTerm] = useMutation(REMOVE_BLOCKED_TERM);

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = blockedTermSchema.safeParse({ pattern, isRegex });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Enter a word or a pattern.');
      return;
    }
    setFormError(null);
    const result = await addTerm({ input: parsed.data });
    if (result.error) {
      setFormError(errorMessage(result.error));
      return;
    }
    toast.success(`Blocked "${parsed.data.pattern}".`);
    setPattern('');
    setIsRegex(false);
    reload({ requestPolicy: 'network-only' });
  }

  async function remove(id: string, removed: string) {
    const result = await removeTerm({ id });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(`"${removed}" is no longer blocked.`);
    reload({ requestPolicy: 'network-only' });
  }

  const terms = data?.blockedTerms ?? [];
  return (
    <Card className="space-y-6 p-6">
      <form noValidate className="space-y-3" onSubmit={add} aria-label="Add a blocked term">
        <TextField
          label="Word or pattern"
          value={pattern}
          error={formError ?? undefined}
          hint="A word is matched whole and in any case; a regular expression uses RE2 syntax."
          onChange={(event) => setPattern(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={regexId} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              id={regexId}
              type="checkbox"
              className="h-4 w-4 accent-violet-600"
              checked={isRegex}
              onChange={(event) => setIsRegex(event.target.checked)}
            />
            Regular expression
          </label>
          <Button type="submit" disabled={adding}>
            {adding ? 'Adding...' : 'Add term'}
          </Button>
        </div>
      </form>
      <section aria-labelledby="blocked-terms-heading" className="space-y-3">
        <h2 id="blocked-terms-heading" className="text-lg font-semibold text-slate-900">
          Blocked terms
        </h2>
        {fetching && !data ? <Loading /> : null}
        {error && !data ? <p className="text-red-600">{errorMessage(error)}</p> : null}
        {data && terms.length === 0 ? <p className="text-slate-600">No blocked terms yet.</p> : null}
        <ul className="divide-y divide-slate-100">
          {terms.map((term) => (
            <li
              key={term.id}
              className="flex items-center justify-between gap-3 py-2"
              data-testid="blocked-term"
            >
              <div className="flex min-w-0 items-center gap-2">
                <code className="break-all rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-900">
                  {term.pattern}
                </code>
                <Badge tone={term.isRegex ? 'violet' : 'slate'}>{term.isRegex ? 'Pattern' : 'Word'}</Badge>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700"
                aria-label={`Remove ${term.pattern}`}
                disabled={removing}
                onClick={() => void remove(term.id, term.pattern)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
