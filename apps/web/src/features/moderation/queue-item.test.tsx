import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import type { ModerationAction } from '../../graphql/graphql';
import type { QueueItem } from './api/moderation-queue';
import { QueueItemCard } from './queue-item';

const item = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  targetType: 'COMMENT',
  targetId: 'c1',
  reportCount: 2,
  reasons: [
    { reason: 'SPAM', count: 1 },
    { reason: 'HARASSMENT', count: 1 },
  ],
  details: [{ reason: 'HARASSMENT', details: 'Insults the author', createdAt: '2026-03-04T10:00:00.000Z' }],
  firstReportedAt: '2026-03-04T09:00:00.000Z',
  lastReportedAt: '2026-03-04T10:00:00.000Z',
  state: 'PUBLISHED',
  title: null,
  text: 'You are all fools',
  authorId: 'u1',
  authorName: 'Rex',
  authorSuspended: false,
  ...overrides,
});

type Answer = { data?: unknown; errors?: { message: string }[] };

// A real urql client over a fake server recording each decision.
function setup(shown: QueueItem, options: { lastAction?: ModerationAction; answer?: Answer } = {}) {
  const sent: Record<string, unknown>[] = [];
  const onDecided = vi.fn();
  const client = new Client({
    url: 'http://test/graphql',
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: async (_url, init) => {
      const { variables } = JSON.parse(String(init?.body)) as {
        variables: { input: Record<string, unknown> };
      };
      sent.push(variables.input);
      const answer = options.answer ?? {
        data: { moderateContent: { ...variables.input, reason: undefined } },
      };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <MemoryRouter>
      <Provider value={client}>
        <QueueItemCard item={shown} lastAction={options.lastAction} onDecided={onDecided} />
        <Toaster />
      </Provider>
    </MemoryRouter>,
  );
  return { sent, onDecided };
}

const buttons = () =>
  within(screen.getByTestId('moderation-item'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('QueueItemCard', () => {
  it('shows the content, its author, the reasons with counts and the details', () => {
    setup(item());
    const card = screen.getByTestId('moderation-item');
    for (const text of [
      'Comment',
      'Published',
      'You are all fools',
      'Rex',
      'Spam × 1',
      'Harassment or hate × 1',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText('Insults the author')).toBeTruthy();
    expect(within(card).getByText(/^2 reports/)).toBeTruthy();
  });

  it('offers the decisions that fit each state', () => {
    setup(item());
    expect(buttons()).toEqual(['Dismiss', 'Hide', 'Delete', 'Suspend author']);
    cleanup();
    setup(item({ state: 'HELD' }));
    expect(buttons()).toEqual(['Dismiss', 'Release', 'Hide', 'Delete', 'Suspend author']);
    cleanup();
    setup(item({ state: 'HIDDEN', authorSuspended: true }));
    expect(buttons()).toEqual(['Dismiss', 'Unhide', 'Delete', 'Lift suspension']);
    expect(screen.getByText('Suspended')).toBeTruthy();
    cleanup();
    setup(item({ authorId: null, authorName: null }));
    expect(buttons()).toEqual(['Dismiss', 'Hide', 'Delete']);
    expect(screen.getByText('anonymous')).toBeTruthy();
    cleanup();
    setup(item({ targetType: 'CREATOR', title: 'Rex', text: 'bio', authorId: 'u1' }));
    expect(buttons()).toEqual(['Dismiss', 'Suspend author']);
    cleanup();
    setup(item({ state: 'GONE' }));
    expect(buttons()).toEqual(['Dismiss']);
  });

  it('sends a decision with its reason, confirms it and tells the list', async () => {
    const shown = item();
    const { sent, onDecided } = setup(shown);
    fireEvent.change(screen.getByLabelText('Reason (optional, kept in the audit log)'), {
      target: { value: ' insults ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Comment hidden.')).toBeTruthy();
    expect(sent).toEqual([{ targetType: 'COMMENT', targetId: 'c1', action: 'HIDE', reason: 'insults' }]);
    expect(onDecided).toHaveBeenCalledWith(shown, 'HIDE');
    expect(
      (screen.getByLabelText('Reason (optional, kept in the audit log)') as HTMLInputElement).value,
    ).toBe('');
  });

  it('asks once more before deleting, and sends no reason when none is given', async () => {
    const { sent } = setup(item({ targetType: 'POST', title: 'Buy cheap pills', text: 'spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Post deleted.')).toBeTruthy();
    expect(sent).toEqual([{ targetType: 'POST', targetId: 'c1', action: 'DELETE', reason: null }]);
  });

  it("shows the server's refusal and keeps the item", async () => {
    const { onDecided } = setup(item(), {
      answer: { errors: [{ message: 'Nothing to moderate: the content no longer exists.' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend author' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing to moderate: the content no longer exists.',
    );
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('refuses a reason over 1000 characters before sending', () => {
    const { sent } = setup(item());
    fireEvent.change(screen.getByLabelText('Reason (optional, kept in the audit log)'), {
      target: { value: 'x'.repeat(1001) },
    });
    expect(screen.getByText('The reason must be at most 1000 characters.')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide' }) as HTMLButtonElement;
    expect(hide.disabled).toBe(true);
    fireEvent.click(hide);
    expect(sent).toEqual([]);
  });

  it('offers the way back for an item decided on this visit', async () => {
    const shown = item();
    const { sent, onDecided } = setup(shown, { lastAction: 'SUSPEND_AUTHOR' });
    expect(screen.getByText('Decided: Suspended author')).toBeTruthy();
    expect(buttons()).toEqual(['Lift suspension']);
    fireEvent.click(screen.getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText("Rex's suspension is lifted.")).toBeTruthy();
    expect(sent).toEqual([
      { targetType: 'COMMENT', targetId: 'c1', action: 'LIFT_SUSPENSION', reason: null },
    ]);
    expect(onDecided).toHaveBeenCalledWith(shown, 'LIFT_SUSPENSION');
  });
});
