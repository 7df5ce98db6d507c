import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSize } from './health-format';
import { JobQueues } from './job-queues';

const queue = (
  name: string,
  counts: Partial<Record<'waiting' | 'running' | 'failed' | 'total', number>>,
  deadLetterOf: string | null = null,
) => ({
  name,
  deadLetterOf,
  waiting: 0,
  running: 0,
  failed: 0,
  total: 0,
  ...counts,
});

describe('the job queues table', () => {
  it("folds each kind's dead-letter queue into its row", () => {
    render(
      <JobQueues
        queues={[
          queue('video-processing', { waiting: 2, running: 1, failed: 3 }),
          queue('video-processing-gave-up', { total: 4 }, 'video-processing'),
          queue('storage-usage', {}),
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (index: number) =>
      within(rows[index] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('video-processing');
    expect(cells(0)).toEqual(['2', '1', '3', '4']);
    expect(cells(1)).toEqual(['0', '0', '0', '–']);
  });
});

describe('sizes', () => {
  it('are written in the largest unit that keeps a number of at least 1', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(1023)).toBe('1023 bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(11 * 1024 ** 2)).toBe('11 MB');
    expect(formatSize(5 * 1024 ** 4)).toBe('5 TB');
  });
});
