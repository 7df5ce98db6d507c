import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { ReportButton } from './report-button';

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

// A real urql client over a fake server that records each report and answers as told.
function setup(answer: Answer = { data: { reportContent: { id: 'r1' } } }) {
  const sent: Record<string, unknown>[] = [];
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const operation = JSON.parse(String(init?.body)) as { variables: { input: Record<string, unknown> } };
      sent.push(operation.variables.input);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <Provider value={client}>
      <ReportButton targetType="COMMENT" targetId="c1" label="Report comment by anonymous" />
      <Toaster />
    </Provider>,
  );
  return { sent };
}

async function open() {
  const button = screen.getByRole('button', { name: 'Report comment by anonymous' });
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
  return { button, dialog };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('ReportDialog', () => {
  it('opens labelled, with focus inside, the six reasons of the server, and closes on Escape', async () => {
    setup();
    const { button, dialog } = await open();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const reasons = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(reasons).toEqual([
      'Spam',
      'Harassment or hate',
      'Sexual content',
      'Violence',
      'Copyright',
      'Other',
    ]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('sends nothing without a reason or with details over 1000 characters', async () => {
    const { sent } = setup();
    await open();
    send();
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Spam'));
    const details = screen.getByLabelText('Details (optional)');
    fireEvent.change(details, { target: { value: 'x'.repeat(1001) } });
    send();
    expect(await screen.findByText('Details must be at most 1000 characters.')).toBeTruthy();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the reason and trimmed details, thanks the reporter and closes', async () => {
    const { sent } = setup();
    const { button } = await open();
    fireEvent.click(screen.getByLabelText('Harassment or hate'));
    fireEvent.change(screen.getByLabelText('Details (optional)'), {
      target: { value: '  insults at 0:12 ' },
    });
    expect(screen.getByText('18/1000')).toBeTruthy();
    send();
    expect(await screen.findByText('Thank you. Our moderators will review your report.')).toBeTruthy();
    expect(sent).toEqual([
      { targetType: 'COMMENT', targetId: 'c1', reason: 'HARASSMENT', details: 'insults at 0:12' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('sends no details when none are given', async () => {
    const { sent } = setup();
    await open();
    fireEvent.click(screen.getByLabelText('Spam'));
    send();
    await screen.findByText('Thank you. Our moderators will review your report.');
    expect(sent).toEqual([{ targetType: 'COMMENT', targetId: 'c1', reason: 'SPAM', details: null }]);
  });

  it('says so when the person reported this before, and closes', async () => {
    setup({ errors: [{ message: 'You have already reported this.', extensions: { code: 'CONFLICT' } }] });
    await open();
    fireEvent.click(screen.getByLabelText('Spam'));
    send();
    expect(await screen.findByText('You have already reported this.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the form open with the server's words when reporting too fast", async () => {
    const message = 'You are reporting too fast. Please wait a minute and try again.';
    setup({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
    const { dialog } = await open();
    fireEvent.click(screen.getByLabelText('Other'));
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(dialog.isConnected).toBe(true);
    expect((screen.getByLabelText('Other') as HTMLInputElement).checked).toBe(true);
  });
});
