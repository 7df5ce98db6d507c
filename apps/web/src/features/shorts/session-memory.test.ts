import { describe, expect, it } from 'vitest';
import {
  type FeedEntry,
  parseMemory,
  readMemory,
  rememberShown,
  resumeAfter,
  writeMemory,
} from './session-memory';

const entries: FeedEntry<{ id: string }>[] = [
  { short: { id: 'shared' }, pageToken: null },
  { short: { id: 'a' }, pageToken: null },
  { short: { id: 'b' }, pageToken: 'page-2' },
  { short: { id: 'c' }, pageToken: 'page-2' },
];

describe('Shorts session memory', () => {
  it('reads back what it wrote, through sessionStorage', () => {
    const memory = rememberShown(parseMemory(null), 'a', { resumeToken: 'page-2', ended: false });
    writeMemory(sessionStorage, 'for-you', memory);
    expect(readMemory(sessionStorage, 'for-you')).toEqual({
      seen: ['a'],
      resumeToken: 'page-2',
      ended: false,
    });
    // Each feed keeps its own.
    expect(readMemory(sessionStorage, 'following')).toEqual({ seen: [], resumeToken: null, ended: false });
  });

  it('starts a new session from nothing or from anything it cannot read', () => {
    const fresh = { seen: [], resumeToken: null, ended: false };
    expect(parseMemory(null)).toEqual(fresh);
    expect(parseMemory('not json')).toEqual(fresh);
    expect(parseMemory('[1,2]')).toEqual(fresh);
    expect(parseMemory(JSON.stringify({ seen: [1], resumeToken: null }))).toEqual(fresh);
    expect(parseMemory(JSON.stringify({ seen: ['a'], resumeToken: 7 }))).toEqual(fresh);
  });

  it('keeps each id once, in the order shown, and only the latest 2000', () => {
    let memory = parseMemory(null);
    for (const id of ['a', 'b', 'a']) memory = rememberShown(memory, id, { resumeToken: null, ended: false });
    expect(memory.seen).toEqual(['a', 'b']);
    const many = Array.from({ length: 2001 }, (_, i) => `id-${i}`);
    for (const id of many) memory = rememberShown(memory, id, { resumeToken: null, ended: false });
    expect(memory.seen).toHaveLength(2000);
    expect(memory.seen[0]).toBe('id-1');
    expect(memory.seen.at(-1)).toBe('id-2000');
  });

  it('continues at the page of the short after the one shown', () => {
    const feed = { nextToken: 'page-3', ended: false };
    expect(resumeAfter(entries, 0, feed)).toEqual({ resumeToken: null, ended: false });
    expect(resumeAfter(entries, 1, feed)).toEqual({ resumeToken: 'page-2', ended: false });
    expect(resumeAfter(entries, 2, feed)).toEqual({ resumeToken: 'page-2', ended: false });
  });

  it('continues at the next page after the last short loaded, or says the feed has ended', () => {
    expect(resumeAfter(entries, 3, { nextToken: 'page-3', ended: false })).toEqual({
      resumeToken: 'page-3',
      ended: false,
    });
    expect(resumeAfter(entries, 3, { nextToken: null, ended: true })).toEqual({
      resumeToken: null,
      ended: true,
    });
  });
});
