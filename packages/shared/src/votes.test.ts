import { describe, expect, it } from 'vitest';
import { applyVote } from './votes.ts';

describe('applyVote', () => {
  it('adds a first vote', () => {
    expect(applyVote(undefined, 'LIKE')).toEqual({ kept: 'LIKE', likes: 1, dislikes: 0 });
    expect(applyVote(undefined, 'DISLIKE')).toEqual({ kept: 'DISLIKE', likes: 0, dislikes: 1 });
  });

  it('takes a vote back when it is given again', () => {
    expect(applyVote('LIKE', 'LIKE')).toEqual({ kept: undefined, likes: -1, dislikes: 0 });
    expect(applyVote('DISLIKE', 'DISLIKE')).toEqual({ kept: undefined, likes: 0, dislikes: -1 });
  });

  it('replaces a vote with the other one', () => {
    expect(applyVote('LIKE', 'DISLIKE')).toEqual({ kept: 'DISLIKE', likes: -1, dislikes: 1 });
    expect(applyVote('DISLIKE', 'LIKE')).toEqual({ kept: 'LIKE', likes: 1, dislikes: -1 });
  });
});
