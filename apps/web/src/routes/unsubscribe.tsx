import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { requestJson } from '../lib/http';

type State = 'asking' | 'working' | 'done' | 'failed';

// The page an e-mail's unsubscribe link opens: it asks first, so that a mail scanner
// following links unsubscribes nobody. Mail clients' one-click POST needs no page.
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>('asking');
  const confirm = async () => {
    setState('working');
    try {
      await requestJson(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center sm:px-6">
      <title>Unsubscribe · Reelboard</title>
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
      {state === 'done' ? (
        <p role="status" className="text-slate-700">
          You will no longer get these e-mails. You can change this any time on your{' '}
          <Link to="/notifications" className="text-violet-700 underline">
            notifications page
          </Link>
          .
        </p>
      ) : state === 'failed' ? (
        <p role="alert" className="text-red-600">
          This unsubscribe link is not valid.
        </p>
      ) : (
        <>
          <p className="text-slate-700">Stop getting these e-mails from Reelboard?</p>
          <Button onClick={() => void confirm()} disabled={state === 'working' || !token}>
            {state === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </div>
  );
}
