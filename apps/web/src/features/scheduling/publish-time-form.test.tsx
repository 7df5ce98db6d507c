import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { PublishTimeForm } from './publish-time-form';

// A real urql client over a fake server that knows one video and records the mutations.
function serverWith(video: { isApproved: boolean; publishAt: string | null }) {
  const sent: Record<string, unknown>[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const row = { __typename: 'Video', id: 'v1', title: 'Clip', ...video };
      // Queries go as GET (in the URL), mutations as POST.
      if (init?.body) {
        const body = JSON.parse(String(init.body)) as { variables: Record<string, unknown> };
        sent.push(body.variables);
        return Response.json({
          data: { setVideoPublishTime: { ...row, publishAt: body.variables.publishAt } },
        });
      }
      return Response.json({ data: { getVideo: row } });
    },
  });
  render(
    <Provider value={client}>
      <PublishTimeForm videoId="v1" />
    </Provider>,
  );
  return sent;
}

describe('PublishTimeForm', () => {
  it('says when a scheduled video goes public and offers to publish it now', async () => {
    const sent = serverWith({ isApproved: true, publishAt: '2099-01-01T10:00:00.000Z' });
    expect((await screen.findByTestId('publish-status')).textContent).toMatch(/^Scheduled: goes public on /);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(sent).toEqual([{ videoId: 'v1', publishAt: null }]));
  });

  it('refuses a time in the past and sends nothing', async () => {
    const sent = serverWith({ isApproved: false, publishAt: null });
    fireEvent.change(await screen.findByLabelText('Publish at'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save publish time' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a publish time in the future.');
    expect(sent).toEqual([]);
  });

  it('sends a valid time as an ISO date-time', async () => {
    const sent = serverWith({ isApproved: false, publishAt: null });
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    fireEvent.change(await screen.findByLabelText('Publish at'), { target: { value: local } });
    fireEvent.click(screen.getByRole('button', { name: 'Save publish time' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const publishAt = new Date(String(sent[0]?.publishAt));
    expect(Math.abs(publishAt.getTime() - at.getTime())).toBeLessThan(60_000);
  });
});
