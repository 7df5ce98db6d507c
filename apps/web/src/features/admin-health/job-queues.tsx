import type { AdminHealthData } from './api/admin-health';
import { HealthSection } from './health-section';

type Queue = AdminHealthData['queues'][number];

// Each kind of job with its counts; a kind's dead-letter queue is folded into its row: the
// jobs that gave up after their last retry.
export function JobQueues({ queues }: { queues: Queue[] }) {
  const deadLetters = new Map(queues.filter((q) => q.deadLetterOf).map((q) => [q.deadLetterOf, q.total]));
  const rows = queues.filter((queue) => !queue.deadLetterOf);
  return (
    <HealthSection id="health-queues" title="Job queues">
      {/* Narrow enough for a phone without scrolling: long queue names wrap. */}
      <table className="w-full table-fixed text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="w-2/5 py-2 pr-3 font-medium">
              Queue
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium">
              Waiting
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium">
              Running
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium">
              Failed
            </th>
            <th scope="col" className="py-2 pl-1 text-right font-medium">
              Dead letters
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="break-all py-2 pr-3 font-mono text-xs font-normal text-slate-900">
                {queue.name}
              </th>
              <td className="px-1 py-2 text-right tabular-nums">{queue.waiting}</td>
              <td className="px-1 py-2 text-right tabular-nums">{queue.running}</td>
              <td
                className={`px-3 py-2 text-right tabular-nums ${queue.failed > 0 ? 'font-semibold text-red-700' : ''}`}
              >
                {queue.failed}
              </td>
              <td className="py-2 pl-1 text-right tabular-nums">
                {deadLetters.has(queue.name) ? deadLetters.get(queue.name) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </HealthSection>
  );
}
