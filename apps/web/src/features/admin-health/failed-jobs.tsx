import { useState } from 'react';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { type AdminHealthData, DISCARD_JOB, RETRY_JOB } from './api/admin-health';
import { formatTime } from './health-format';
import { emptyText, HealthSection } from './health-section';

type Job = AdminHealthData['failedJobs'][number];

// The newest failed jobs, each retried or discarded with a reason that the audit log keeps
// beside the admin's name. The server checks both again (ADR 0041).
export function FailedJobs({ jobs, onChanged }: { jobs: Job[]; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const [retrying, retry] = useMutation(RETRY_JOB);
  const [discarding, discard] = useMutation(DISCARD_JOB);
  const busy = retrying.fetching || discarding.fetching;

  async function act(job: Job, kind: 'retry' | 'discard') {
    const variables = { queue: job.queue, jobId: job.id, reason };
    const answer = kind === 'retry' ? await retry(variables) : await discard(variables);
    if (answer.error) {
      toast.error(errorMessage(answer.error));
      return;
    }
    toast.success(kind === 'retry' ? 'Job queued again.' : 'Job discarded.');
    setReason('');
    onChanged();
  }

  return (
    <HealthSection id="health-failed-jobs" title={`Failed jobs (${jobs.length})`}>
      {jobs.length === 0 ? (
        <p className={emptyText}>No failed jobs.</p>
      ) : (
        <div className="space-y-3">
          <TextField
            label="Reason (kept in the audit log)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {jobs.map((job) => (
              <li key={job.id} className="space-y-2 p-3 text-sm">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-mono text-xs text-slate-900">{job.queue}</span>
                  <span className="text-slate-600">
                    {job.failedAt ? `Failed ${formatTime(job.failedAt)}` : 'Failed'} · {job.retries}{' '}
                    {job.retries === 1 ? 'retry' : 'retries'}
                  </span>
                </p>
                <p className="break-words text-red-700">{job.error}</p>
                <p className="break-all font-mono text-xs text-slate-600">{job.data}</p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" disabled={busy} onClick={() => act(job, 'retry')}>
                    Retry
                  </Button>
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => act(job, 'discard')}>
                    Discard
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </HealthSection>
  );
}
