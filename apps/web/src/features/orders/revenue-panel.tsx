import { useState } from 'react';
import { toast } from 'sonner';
import { useClient, useQuery } from 'urql';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { errorMessage } from '../../lib/graphql-client';
import { formatPrice } from '../../lib/money';
import { ORDER_REVENUE, ORDER_REVENUE_CSV } from './api/order-actions';

const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const cell = 'px-2 py-1 text-right tabular-nums';

// Revenue per UTC day and per product for a chosen period, and the same as a CSV file.
export function RevenuePanel() {
  const [from, setFrom] = useState(() => day(Date.now() - 29 * 86_400_000));
  const [to, setTo] = useState(() => day(Date.now()));
  const client = useClient();
  const [{ data, error }] = useQuery({
    query: ORDER_REVENUE,
    variables: { from, to },
    requestPolicy: 'network-only',
  });
  const days = (data?.orderRevenue.days ?? []).filter((row) => row.orders > 0 || row.refunded > 0);

  async function download() {
    const answer = await client
      .query(ORDER_REVENUE_CSV, { from, to }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.error || !answer.data) {
      toast.error(errorMessage(answer.error));
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([answer.data.orderRevenueCsv], { type: 'text/csv' }));
    link.download = `revenue-${from}-to-${to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <section
      aria-labelledby="revenue"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="revenue" className="text-lg font-semibold text-slate-900">
        Revenue
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <Button variant="outline" onClick={download}>
          Download CSV
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(error)}
        </p>
      ) : null}
      <RevenueTable
        caption="Per day (UTC)"
        labelHeading="Day"
        countHeading="Orders"
        rows={days.map((row) => ({ ...row, key: row.day, label: row.day, count: row.orders }))}
      />
      <RevenueTable
        caption="Per product"
        labelHeading="Product"
        countHeading="Units"
        rows={(data?.orderRevenue.products ?? []).map((row) => ({
          ...row,
          key: row.productId ?? row.name,
          label: row.name,
          count: row.units,
        }))}
      />
    </section>
  );
}

type RevenueRow = { key: string; label: string; count: number; gross: number; refunded: number; net: number };

function RevenueTable(props: {
  caption: string;
  labelHeading: string;
  countHeading: string;
  rows: RevenueRow[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-slate-700">
        <caption className="text-left text-sm font-medium text-slate-800">{props.caption}</caption>
        <thead>
          <tr>
            <th className="px-2 py-1 text-left">{props.labelHeading}</th>
            <th className={cell}>{props.countHeading}</th>
            <th className={cell}>Paid</th>
            <th className={cell}>Refunded</th>
            <th className={cell}>Net</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <td className="px-2 py-1">{row.label}</td>
              <td className={cell}>{row.count}</td>
              <td className={cell}>{formatPrice(row.gross)}</td>
              <td className={cell}>{formatPrice(row.refunded)}</td>
              <td className={cell}>{formatPrice(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
