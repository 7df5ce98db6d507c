import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { BackupScheduleForm } from './backup-schedule-form';

const schedule = { frequency: 'off', hour: 3, keep: 7, destination: '/srv/reelboard/data/backups' } as const;

// A real urql client over a fake server that records what the form sends.
function setup() {
  const sent: unknown[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const input = JSON.parse(String(init?.body)).variables.input;
      sent.push(input);
      return Response.json({
        data: { updateBackupSchedule: { ...input, destination: schedule.destination } },
      });
    },
  });
  render(
    <Provider value={client}>
      <BackupScheduleForm schedule={schedule} />
      <Toaster />
    </Provider>,
  );
  return sent;
}

describe('backup schedule form', () => {
  it('says where backups go and that the destination is a start-up setting', () => {
    setup();
    expect(screen.getByText('/srv/reelboard/data/backups')).toBeTruthy();
    expect(screen.getByText('BACKUP_DESTINATION')).toBeTruthy();
  });

  it('shows the shared rule’s message for a bad hour and sends nothing', async () => {
    const sent = setup();
    fireEvent.change(screen.getByLabelText('At hour (UTC)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Choose an hour from 0 to 23 (UTC).')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the schedule as numbers and confirms', async () => {
    const sent = setup();
    fireEvent.change(screen.getByLabelText('Back up'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('At hour (UTC)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Backups to keep'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save backup schedule' }));
    expect(await screen.findByText('Backup schedule saved.')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([{ frequency: 'weekly', hour: 2, keep: 4 }]));
  });
});
