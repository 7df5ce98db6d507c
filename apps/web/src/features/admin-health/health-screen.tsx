import { useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/loading';
import { errorMessage } from '../../lib/graphql-client';
import { ADMIN_HEALTH } from './api/admin-health';
import { FailedJobs } from './failed-jobs';
import { JobQueues } from './job-queues';
import { DatabaseSize, FailedVideos, LastBackup, Nodes, StorageUsage } from './site-state';

// /admin/health for operators without Grafana (issue 25, ADR 0041): read when the page
// opens and on "Refresh"; every number comes from the server, which refuses non-admins.
export function HealthScreen() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ADMIN_HEALTH,
    requestPolicy: 'network-only',
  });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  if (error && !data) return <p className="py-8 text-red-600">{errorMessage(error)}</p>;
  const health = data?.adminHealth;
  if (!health) return <Loading />;
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-end gap-3">
        {fetching ? (
          <p role="status" className="text-sm text-slate-600">
            Refreshing...
          </p>
        ) : null}
        <Button variant="outline" size="sm" disabled={fetching} onClick={refresh}>
          Refresh
        </Button>
      </div>
      <Nodes nodes={health.nodes} />
      <JobQueues queues={health.queues} />
      <FailedJobs jobs={health.failedJobs} onChanged={refresh} />
      <FailedVideos videos={health.failedVideos} />
      <div className="grid gap-6 md:grid-cols-2">
        <StorageUsage areas={health.storage} onChanged={refresh} />
        <DatabaseSize bytes={health.databaseBytes} />
      </div>
      <LastBackup backup={health.lastBackup} />
    </div>
  );
}
