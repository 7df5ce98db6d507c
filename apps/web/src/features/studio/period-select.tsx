import { useId } from 'react';
import { PERIOD_DAYS, type PeriodDays } from './figures';

// The period of the studio's figures: the last 7, 28, 90 or 365 days (UTC).
export function PeriodSelect({
  value,
  onChange,
}: {
  value: PeriodDays;
  onChange: (days: PeriodDays) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Period
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as PeriodDays)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {PERIOD_DAYS.map((days) => (
          <option key={days} value={days}>
            Last {days} days
          </option>
        ))}
      </select>
    </div>
  );
}
