import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCaptions, toWebVtt } from './captions.ts';

// Caption files as editors and people write them (test-files/captions), good and broken:
// what a creator uploads, read from disk byte for byte (a BOM and CRLF line ends included).
const file = (name: string) =>
  readFileSync(new URL(`../test-files/captions/${name}`, import.meta.url), 'utf8');

describe('caption files', () => {
  it('reads a WebVTT file with a header, styles, notes, a region, cue settings and tags', () => {
    expect(parseCaptions(file('interview.en.vtt'))).toEqual({
      ok: true,
      cues: [
        { start: 0, end: 2.75, text: 'We are in New York City' },
        { start: 2.75, end: 6, text: 'Fishing boats & ferries\nleave at dawn' },
        { start: 6, end: 9.5, text: "It's <quiet> here now" },
      ],
    });
  });

  it('reads an SRT file with a byte-order mark, CRLF, font tags and ASS codes', () => {
    expect(parseCaptions(file('interview.pt-BR.srt'))).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 3.2, text: 'Barcos de pesca' },
        { start: 3.2, end: 5.9, text: 'Saem ao amanhecer,\ncoração do porto' },
      ],
    });
  });

  it('converts SRT to WebVTT that reads back to the same cues', () => {
    const parsed = parseCaptions(file('interview.pt-BR.srt'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(toWebVtt(parsed.cues)).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.200\nBarcos de pesca\n\n' +
        '00:00:03.200 --> 00:00:05.900\nSaem ao amanhecer,\ncoração do porto\n',
    );
    expect(parseCaptions(toWebVtt(parsed.cues))).toEqual(parsed);
  });

  it.each([
    ['backwards.srt', 'Line 6: the cue ends before it starts.'],
    ['bad-timestamp.vtt', 'Line 6: the timing "00:01.5 --> 00:02.000" is not well formed.'],
    ['missing-timing.srt', 'Line 5: expected a cue timing such as "00:00:01.000 --> 00:00:04.000".'],
    ['markup-only.vtt', 'Line 3: the cue has no text.'],
    ['letter.txt', 'Line 1: expected a cue timing such as "00:00:01.000 --> 00:00:04.000".'],
  ])('refuses %s, naming the line', (name, error) => {
    expect(parseCaptions(file(name))).toEqual({ ok: false, error });
  });
});
