import { describe, expect, it } from 'vitest';
import { parseCreator } from './creator.ts';

describe('parseCreator', () => {
  it('parses JSON text with every field', () => {
    expect(
      parseCreator(
        JSON.stringify({ id: 'c1', name: 'Ada', username: 'ada', avatarUrl: '/a.png', email: 'a@b.co' }),
      ),
    ).toEqual({ id: 'c1', name: 'Ada', username: 'ada', avatarUrl: '/a.png', email: 'a@b.co' });
  });

  it('accepts an object as well', () => {
    expect(parseCreator({ id: 'c2', name: 'Grace' })).toEqual({
      id: 'c2',
      name: 'Grace',
      username: null,
      avatarUrl: null,
      email: null,
    });
  });

  it('uses the username when the name is missing, else Unknown', () => {
    expect(parseCreator('{"id":"c3","username":"grace"}').name).toBe('grace');
    expect(parseCreator('{"id":"c4","name":"  "}').name).toBe('Unknown');
    expect(parseCreator('{}')).toEqual({
      id: null,
      name: 'Unknown',
      username: null,
      avatarUrl: null,
      email: null,
    });
  });

  it('treats text that is not JSON as the name', () => {
    expect(parseCreator('Jane Doe').name).toBe('Jane Doe');
  });

  it('gives Unknown for missing or odd values', () => {
    for (const value of [null, undefined, 42, '[1,2]', 'null', '']) {
      expect(parseCreator(value).name).toBe('Unknown');
    }
  });

  it('keeps numeric ids as text', () => {
    expect(parseCreator('{"id":7,"name":"Lin"}').id).toBe('7');
  });
});
