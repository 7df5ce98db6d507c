import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMutation } from 'urql';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/graphql-client';
import { type AdminHealthData, MEASURE_STORAGE } from './api/admin-health';
import { formatSize, formatTime } from './health-format';
import { emptyText, HealthSection } from './health-section';

type Health = AdminHealthData;

export function Nodes({ nodes }: { nodes: Health['nodes'] }) {
  return (
    <HealthSection id="health-nodes" title={`Nodes up (${nodes.length})`}>
      {nodes.length === 0 ? (
        <p className={emptyText}>No node has sent a heartbeat in the last minute.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {nodes.map((node) => (
            <li key={node.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-medium text-slate-900">{node.hostname}</span>{' '}
                <span className="text-slate-600">
                  ({node.role}, process {node.pid})
                </span>
              </span>
              <span className="text-slate-600">
                Version <span className="font-mono text-xs text-slate-900">{node.version}</span> · Last
                heartbeat {formatTime(node.lastBeatAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HealthSection>
  );
}

export function FailedVideos({ videos }: { videos: Health['failedVideos'] }) {
  return (
    <HealthSection id="health-failed-videos" title={`Videos that failed processing (${videos.length})`}>
      {videos.length === 0 ? (
        <p className={emptyText}>No video failed processing.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {videos.map((video) => (
            <li key={video.id} className="space-y-1 py-2">
              <Link to={`/videos/${video.id}`} className="font-medium text-violet-700 hover:underline">
                {video.title || '(untitled)'}
              </Link>
              <p className="break-words text-red-700">{video.error}</p>
            </li>
          ))}
        </ul>
      )}
    </HealthSection>
  );
}

export function StorageUsage({ areas, onChanged }: { areas: Health['storage']; onChanged: () => void }) {
  const [measuring, measure] = useMutation(MEASURE_STORAGE);
  const measuredAt = areas[0]?.measuredAt;
  async function measureNow() {
    const answer = await measure({});
    if (answer.error) return void toast.error(errorMessage(answer.error));
    toast.success('Storage will be measured in a moment.');
    window.setTimeout(onChanged, 3000);
  }
  return (
    <HealthSection
      id="health-storage"
      title="Storage used"
      action={
        <Button size="sm" variant="outline" disabled={measuring.fetching} onClick={measureNow}>
          Measure now
        </Button>
      }
    >
      {areas.length === 0 ? (
        <p className={emptyText}>Not measured yet: storage is measured every 5 minutes.</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {areas.map((area) => (
              <div key={area.area} className="contents">
                <dt className="font-mono text-xs leading-5 text-slate-900">{area.area}/</dt>
                <dd className="text-slate-700">
                  {formatSize(area.bytes)} in {area.objects} {area.objects === 1 ? 'file' : 'files'}
                </dd>
              </div>
            ))}
          </dl>
          {measuredAt ? (
            <p className="mt-2 text-xs text-slate-600">Measured {formatTime(measuredAt)}</p>
          ) : null}
        </>
      )}
    </HealthSection>
  );
}

export function DatabaseSize({ bytes }: { bytes: number }) {
  return (
    <HealthSection id="health-database" title="Database">
      <p className="text-sm text-slate-700">
        Database size: <span className="font-semibold text-slate-900">{formatSize(bytes)}</span>
      </p>
    </HealthSection>
  );
}

export function LastBackup({ backup }: { backup: Health['lastBackup'] }) {
  return (
    <HealthSection id="health-backup" title="Last backup">
      {!backup ? (
        <p className={emptyText}>No backup recorded.</p>
      ) : (
        <p className="space-x-1 text-sm text-slate-700">
          <span className={backup.status === 'failed' ? 'font-semibold text-red-700' : 'font-semibold'}>
            {backup.status === 'succeeded' ? 'Succeeded' : backup.status === 'failed' ? 'Failed' : 'Running'}
          </span>
          <span>
            · started {formatTime(backup.startedAt)}
            {backup.finishedAt ? `, finished ${formatTime(backup.finishedAt)}` : ''} ({backup.trigger})
          </span>
          {backup.bytes != null ? <span>· {formatSize(backup.bytes)}</span> : null}
          <span className="break-all font-mono text-xs">· {backup.destination}</span>
          {backup.error ? <span className="block text-red-700">{backup.error}</span> : null}
        </p>
      )}
    </HealthSection>
  );
}
