import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  commentLength,
  commentProblem,
  isBlankComment,
  threadComments,
} from './comments.ts';

describe('isBlankComment', () => {
  it('treats whitespace and zero-width characters as blank', () => {
    expect(isBlankComment('')).toBe(true);
    expect(isBlankComment('   \n\t')).toBe(true);
    expect(isBlankComment('\u200B\u200C\u200D\uFEFF \u2060')).toBe(true);
    expect(isBlankComment(' a ')).toBe(false);
    expect(isBlankComment('<img src=x onerror=alert(1)>')).toBe(false);
  });
});

describe('commentProblem', () => {
  it('accepts up to 500 characters after trimming and counts emoji as one', () => {
    expect(commentProblem('x'.repeat(COMMENT_MAX_LENGTH))).toBeUndefined();
    expect(commentProblem(`  ${'x'.repeat(COMMENT_MAX_LENGTH)}  `)).toBeUndefined();
    expect(commentProblem('x'.repeat(COMMENT_MAX_LENGTH + 1))).toMatch(/at most 500/);
    expect(commentLength('😀😀')).toBe(2);
    expect(commentProblem('😀'.repeat(COMMENT_MAX_LENGTH))).toBeUndefined();
    expect(commentProblem('\u200B')).toBe('Please write a comment.');
  });
});

describe('threadComments', () => {
  const c = (id: string, parentCommentId: string | null = null) => ({ id, parentCommentId });

  it('shows replies to replies at the one level under their top-level comment', () => {
    const threads = threadComments([
      c('a'),
      c('b'),
      c('a1', 'a'),
      c('a1x', 'a1'),
      c('a1xy', 'a1x'),
      c('b1', 'b'),
    ]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['a1', 'a1x', 'a1xy']],
      ['b', ['b1']],
    ]);
  });

  it('keeps a reply whose parent is gone as top-level, and survives cycles', () => {
    const threads = threadComments([c('r', 'missing'), c('x', 'y'), c('y', 'x')]);
    expect(threads.map((t) => t.comment.id)).toContain('r');
    expect(threads.flatMap((t) => [t.comment, ...t.replies])).toHaveLength(3);
  });
});
