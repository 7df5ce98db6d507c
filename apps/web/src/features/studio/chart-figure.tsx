import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { type CsvCell, downloadCsv } from './csv';

type ChartFigureProps = {
  id: string;
  title: string;
  chart: ReactNode;
  /** The same figures as a table: read by screen readers always, shown on demand. */
  table: ReactNode;
  csv: { fileName: string; rows: () => CsvCell[][] };
};

// One view of the figures: its chart, its table (for screen readers, and for anyone with
// "Show table"), and its CSV download.
export function ChartFigure({ id, title, chart, table, csv }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <section aria-labelledby={id} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
            >
              Show table<span className="sr-only"> of {title.toLowerCase()}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => downloadCsv(csv.fileName, csv.rows())}>
              <Download className="h-4 w-4" aria-hidden /> Download CSV
              <span className="sr-only"> of {title.toLowerCase()}</span>
            </Button>
          </div>
        </div>
        {asTable ? null : chart}
        <section
          className={asTable ? 'max-h-96 overflow-auto' : 'sr-only'}
          aria-label={`${title}, table`}
          tabIndex={asTable ? 0 : undefined}
        >
          {table}
        </section>
      </section>
    </Card>
  );
}

/** A plain table of figures: a header row, then one row per entry, the first cell its name. */
export function FigureTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {head.map((cell) => (
            <th key={cell} scope="col" className="px-2 py-1 font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are in a fixed order.
          <tr key={index} className="border-b border-slate-100">
            <th scope="row" className="px-2 py-1 font-normal text-slate-700">
              {name}
            </th>
            {cells.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are in a fixed order.
              <td key={column} className="px-2 py-1 text-slate-900 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
