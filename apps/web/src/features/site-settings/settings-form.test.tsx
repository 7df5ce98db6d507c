import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { SiteSettingsData } from './api/site-settings';
import { SettingsForm } from './settings-form';

const settings = {
  registration: 'open',
  newAccountLevel: 'viewer',
  uploadQuotaBytes: null,
  uploadQuotaVideosPerDay: null,
  siteName: null,
  supportEmail: null,
  reportHoldThreshold: null,
  defaultSiteName: 'Reelboard',
  defaultSupportEmail: 'support@example.com',
  defaultReportHoldThreshold: 3,
  startupSettings: ['DATABASE_URL'],
  updatedAt: null,
} as unknown as SiteSettingsData;

// A real urql client over a fake server that records what the form sends.
function setup() {
  const sent: unknown[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)).variables.input);
      return Response.json({ data: { updateSiteSettings: { updatedAt: '2026-11-26T10:00:00.000Z' } } });
    },
  });
  render(
    <Provider value={client}>
      <SettingsForm settings={settings} onSaved={() => {}} />
      <Toaster />
    </Provider>,
  );
  return sent;
}

describe('site settings form', () => {
  it('shows the shared rule’s message for a bad value and sends nothing', async () => {
    const sent = setup();
    fireEvent.change(screen.getByLabelText('Videos per day'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Videos per day must be at least 1, or empty for no limit.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the quota in bytes and empty fields as defaults', async () => {
    const sent = setup();
    fireEvent.change(screen.getByLabelText('Registration'), { target: { value: 'closed' } });
    fireEvent.change(screen.getByLabelText('Total size (MB)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      registration: 'closed',
      newAccountLevel: 'viewer',
      uploadQuotaBytes: 500 * 1024 * 1024,
      uploadQuotaVideosPerDay: null,
      siteName: null,
      supportEmail: null,
      reportHoldThreshold: null,
    });
    expect(await screen.findByText('Settings saved. They apply on every node at once.')).toBeTruthy();
  });
});
