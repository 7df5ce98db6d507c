import type { DataExportState } from '@reelboard/shared/account';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { authorizedFetch } from '../../lib/session';
import { signedInJson } from '../../lib/signed-in-json';
import { accountErrorText } from './account-form-text';

const POLL_MS = 3000;

// "Download my data" (issue 22): asks for a ZIP built in the background, says on the page
// when it is ready (it is mailed too), and downloads it with the person's own session.
export function DataExportSection() {
  const [state, setState] = useState<DataExportState | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    try {
      setState(await signedInJson<DataExportState>('/auth/account/data-export'));
    } catch {
      setState({ status: 'failed', requestedAt: null, expiresAt: null });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // While it is being built, ask again every few seconds.
  useEffect(() => {
    if (state?.status !== 'building') return;
    const timer = setTimeout(() => void reload(), POLL_MS);
    return () => clearTimeout(timer);
  }, [state, reload]);

  async function ask() {
    setBusy(true);
    try {
      setState(await signedInJson<DataExportState>('/auth/account/data-export', {}));
    } catch (error) {
      toast.error(accountErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    setBusy(true);
    try {
      const response = await authorizedFetch('/auth/account/data-export/download');
      if (!response.ok) throw new Error('download failed');
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? 'reelboard-data.zip';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error('The download did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        A ZIP file of your profile, comments, posts, reactions and votes, follows, orders and videos, as JSON.
      </p>
      <p role="status" className="text-sm text-slate-800">
        {state?.status === 'building'
          ? 'Preparing your data. We will e-mail you when it is ready.'
          : state?.status === 'ready'
            ? `Your data is ready. You can download it until ${new Date(state.expiresAt ?? '').toLocaleString()}.`
            : state?.status === 'failed' && state.requestedAt
              ? 'Preparing your data failed. Please ask again.'
              : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {state?.status === 'ready' ? (
          <Button disabled={busy} onClick={download}>
            Download my data
          </Button>
        ) : null}
        <Button
          variant={state?.status === 'ready' ? 'outline' : 'primary'}
          disabled={busy || state === null || state.status === 'building'}
          onClick={ask}
        >
          {state?.status === 'ready' ? 'Prepare a new copy' : 'Prepare my data'}
        </Button>
      </div>
    </div>
  );
}
