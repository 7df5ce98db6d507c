import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSubscription } from 'urql';
import { ON_MODERATION_QUEUE_CHANGED } from './api/on-moderation-queue-changed';
import { AuditLog } from './audit-log';
import { BlockedTermsEditor } from './blocked-terms-editor';
import { ReportQueue } from './report-queue';

const TABS = [
  { value: 'reports', label: 'Reports' },
  { value: 'audit-log', label: 'Audit log' },
  { value: 'blocked-terms', label: 'Blocked terms' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

const tabClasses =
  'flex-1 rounded-md px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

// The admins' moderation screen (ADR 0017): the open reports, the audit log and the
// blocked terms, one tab each (?tab= keeps the tab in the address).
export function ModerationScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'reports';
  // Each notice from the server (a report, a hold, anyone's decision) counts one up; the
  // lists read themselves again when it changes. Own decisions count too, in case the
  // socket is down.
  const [{ data: notices = 0 }] = useSubscription(
    { query: ON_MODERATION_QUEUE_CHANGED },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const [ownDecisions, setOwnDecisions] = useState(0);
  const version = notices + ownDecisions;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setSearchParams(value === 'reports' ? {} : { tab: value }, { replace: true })}
    >
      <Tabs.List aria-label="Moderation sections" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} className={tabClasses}>
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="reports">
        <ReportQueue version={version} onDecided={() => setOwnDecisions((count) => count + 1)} />
      </Tabs.Content>
      <Tabs.Content value="audit-log">
        <AuditLog version={version} />
      </Tabs.Content>
      <Tabs.Content value="blocked-terms">
        <BlockedTermsEditor />
      </Tabs.Content>
    </Tabs.Root>
  );
}
