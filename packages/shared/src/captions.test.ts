import { describe, expect, it } from 'vitest';
import {
  CAPTION_MAX_BYTES,
  CAPTION_TOO_LARGE,
  CAPTIONS_OFF,
  initialCaptionLanguage,
  parseCaptions,
  stripMarkup,
  toWebVtt,
} from './captions.ts';

const SRT = `1
00:00:00,500 --> 00:00:02,000
Hello <i>bright</i> world

2
00:00:02,000 --> 00:00:03,250
Second line
with two lines
`;

const VTT = `WEBVTT - a title
Kind: captions

NOTE written by hand

STYLE
::cue { color: yellow }

intro
00:01.000 --> 00:02.500 align:start
<v Roger>Welcome &amp; good <b>morning</b></v>

00:00:03.000 --> 00:00:04.000
<script>alert(1)</script>Plain
`;

describe('parseCaptions', () => {
  it('reads an SRT file into plain-text cues', () => {
    expect(parseCaptions(SRT)).toEqual({
      ok: true,
      cues: [
        { start: 0.5, end: 2, text: 'Hello bright world' },
        { start: 2, end: 3.25, text: 'Second line\nwith two lines' },
      ],
    });
  });

  it('reads WebVTT, skipping its header, notes and styles, and strips markup', () => {
    const parsed = parseCaptions(VTT);
    expect(parsed).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 2.5, text: 'Welcome & good morning' },
        { start: 3, end: 4, text: 'alert(1)Plain' },
      ],
    });
  });

  it('accepts Windows line ends and a byte-order mark', () => {
    const parsed = parseCaptions(`\uFEFF${SRT.replace(/\n/g, '\r\n')}`);
    expect(parsed.ok && parsed.cues.length).toBe(2);
  });

  it('names the line of a cue that ends before it starts', () => {
    const file = `${SRT}\n3\n00:00:05,000 --> 00:00:04,000\nBackwards\n`;
    expect(parseCaptions(file)).toEqual({ ok: false, error: 'Line 11: the cue ends before it starts.' });
  });

  it('names the line of a malformed timestamp', () => {
    const parsed = parseCaptions('WEBVTT\n\n00:00:01.000 --> 00:00:02.00\nShort millis\n');
    expect(parsed).toEqual({
      ok: false,
      error: 'Line 3: the timing "00:00:01.000 --> 00:00:02.00" is not well formed.',
    });
  });

  it('names the line of a block without timing', () => {
    const parsed = parseCaptions('1\nno timing here\n');
    expect(parsed.ok === false && parsed.error).toMatch(/^Line 1: expected a cue timing/);
  });

  it('refuses a cue with only markup', () => {
    const parsed = parseCaptions('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<b></b>\n');
    expect(parsed).toEqual({ ok: false, error: 'Line 3: the cue has no text.' });
  });

  it('refuses an empty file and one over 1 MB', () => {
    expect(parseCaptions('WEBVTT\n')).toEqual({ ok: false, error: 'The file has no cues.' });
    const big = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(CAPTION_MAX_BYTES)}\n`;
    expect(parseCaptions(big)).toEqual({ ok: false, error: CAPTION_TOO_LARGE });
  });
});

describe('toWebVtt', () => {
  it('writes cues back as WebVTT that parses to the same cues, escaping "<"', () => {
    const cues = [
      { start: 0.5, end: 2, text: 'a < b & c' },
      { start: 3661.25, end: 3662, text: 'an hour in' },
    ];
    const vtt = toWebVtt(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\na &lt; b &amp; c\n\n01:01:01.250 --> 01:01:02.000\nan hour in\n',
    );
    expect(parseCaptions(vtt)).toEqual({ ok: true, cues });
  });
});

describe('stripMarkup', () => {
  it('keeps text, drops tags and surplus space', () => {
    expect(stripMarkup('  <c.yellow>Hi</c>   there \n\n <00:00:01.000>you ')).toBe('Hi there\nyou');
  });
});

describe('initialCaptionLanguage', () => {
  it('keeps "off" once chosen', () => {
    expect(initialCaptionLanguage(['en'], CAPTIONS_OFF, ['en'])).toBe(CAPTIONS_OFF);
  });
  it('takes the remembered language, then the browser language, exactly or by family', () => {
    expect(initialCaptionLanguage(['en', 'fr'], 'fr', ['en-GB'])).toBe('fr');
    expect(initialCaptionLanguage(['en', 'fr'], 'de', ['en-GB'])).toBe('en');
    expect(initialCaptionLanguage(['pt-BR', 'pt'], null, ['pt-BR'])).toBe('pt-BR');
    expect(initialCaptionLanguage(['fr'], null, ['en-US', 'en'])).toBe(CAPTIONS_OFF);
  });
});
