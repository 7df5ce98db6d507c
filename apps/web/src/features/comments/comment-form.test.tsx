import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('counts characters live, disables the button while blank and never sends blank text', () => {
    const onSubmit = vi.fn(async () => true);
    render(<CommentForm label="Add a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Add a comment');
    const button = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement;
    expect(screen.getByText('0/500')).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  \u200B ' } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' hello ' } });
    expect(screen.getByText('7/500')).toBeTruthy();
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith('hello');
  });

  it('stops at 500 characters', () => {
    render(<CommentForm label="Add a comment" submitLabel="Comment" onSubmit={async () => true} />);
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'x'.repeat(600) } });
    expect(screen.getByText('500/500')).toBeTruthy();
  });
});
