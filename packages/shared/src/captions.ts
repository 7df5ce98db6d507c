// Caption files (ADR 0036): WebVTT or SRT in, cues of plain text out, and WebVTT written
// back from those cues. A small parser of our own: it names the line of each error, which
// the npm parsers we looked at do not, and it never keeps markup.

/** At most 1 MB per file, counted in UTF-8 bytes. */
export const CAPTION_MAX_BYTES = 1024 * 1024;
export const CAPTION_TOO_LARGE = 'Caption files must be at most 1 MB.';

export type Cue = { start: number; end: number; text: string };
export type CaptionParse = { ok: true; cues: Cue[] } | { ok: false; error: string };

/** BCP 47 tags as browsers use them in <track srclang>: "en", "pt-BR", "zh-Hant". */
export const CAPTION_LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

// hh:mm:ss.mmm or mm:ss.mmm (WebVTT), hh:mm:ss,mmm (SRT).
const TIMESTAMP = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;
const TIMING = /^(\S+)\s+-->\s+(\S+)(?:\s+.*)?$/;

export function parseTimestamp(value: string): number | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match) return undefined;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  nbsp: ' ',
  apos: "'",
  quot: '"',
  amp: '&',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[name] ?? entity;
}

/**
 * Cue text as plain text: tags (<b>, <v Speaker>, <script>), the ASS override codes many SRT
 * editors write ({\an8}), and entities resolved away.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-z]+);/g, decodeEntity)
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Parses a WebVTT (starts with "WEBVTT") or SRT file. Errors name the 1-based line:
 * "Line 12: the cue ends before it starts."
 */
export function parseCaptions(file: string): CaptionParse {
  if (byteLength(file) > CAPTION_MAX_BYTES) return { ok: false, error: CAPTION_TOO_LARGE };
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const isVtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '');
  const cues: Cue[] = [];
  let index = isVtt ? skipHeader(lines) : 0;
  while (index < lines.length) {
    if ((lines[index] ?? '').trim() === '') {
      index++;
      continue;
    }
    const block = readBlock(lines, index);
    const result = parseBlock(block, index, isVtt);
    if ('error' in result) return { ok: false, error: result.error };
    if (result.cue) cues.push(result.cue);
    index += block.length;
  }
  if (cues.length === 0) return { ok: false, error: 'The file has no cues.' };
  return { ok: true, cues };
}

function skipHeader(lines: string[]): number {
  let index = 1;
  while (index < lines.length && (lines[index] ?? '').trim() !== '') index++;
  return index;
}

function readBlock(lines: string[], from: number): string[] {
  const block: string[] = [];
  for (let index = from; index < lines.length && (lines[index] ?? '').trim() !== ''; index++) {
    block.push(lines[index] as string);
  }
  return block;
}

type BlockResult = { cue?: Cue } | { error: string };

function parseBlock(block: string[], firstIndex: number, isVtt: boolean): BlockResult {
  const head = block[0] ?? '';
  // WebVTT blocks that are not cues: notes, styles and regions.
  if (isVtt && /^(NOTE|STYLE|REGION)(\s|$)/.test(head)) return {};
  const timingAt = head.includes('-->') ? 0 : 1;
  const timingLine = block[timingAt];
  const lineNumber = firstIndex + timingAt + 1;
  if (timingLine === undefined || !timingLine.includes('-->')) {
    return {
      error: `Line ${firstIndex + 1}: expected a cue timing such as "00:00:01.000 --> 00:00:04.000".`,
    };
  }
  const timing = TIMING.exec(timingLine.trim());
  const start = timing ? parseTimestamp(timing[1] as string) : undefined;
  const end = timing ? parseTimestamp(timing[2] as string) : undefined;
  if (start === undefined || end === undefined) {
    return { error: `Line ${lineNumber}: the timing "${timingLine.trim()}" is not well formed.` };
  }
  if (end <= start) return { error: `Line ${lineNumber}: the cue ends before it starts.` };
  const text = stripMarkup(block.slice(timingAt + 1).join('\n'));
  if (!text) return { error: `Line ${lineNumber}: the cue has no text.` };
  return { cue: { start, end, text } };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

// Text in a cue is escaped so that a browser renders it as text: "<" never opens a tag.
const escapeCueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The cues as a WebVTT file: what is stored and served, whatever was uploaded. */
export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue) => `${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}\n${escapeCueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** What the captions menu remembers: a language, or "off". */
export const CAPTIONS_OFF = 'off';

/**
 * The captions a player shows at first: the one chosen before if this video has it, else
 * the browser's language (exactly, then by its primary tag: "en-GB" takes "en"), else off.
 */
export function initialCaptionLanguage(
  available: readonly string[],
  remembered: string | null,
  browserLanguages: readonly string[],
): string {
  if (remembered === CAPTIONS_OFF) return CAPTIONS_OFF;
  const primary = (tag: string) => tag.split('-')[0]?.toLowerCase();
  const wanted = remembered ? [remembered, ...browserLanguages] : browserLanguages;
  for (const tag of wanted) {
    const exact = available.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameFamily = available.find((language) => primary(language) === primary(tag));
    if (sameFamily) return sameFamily;
  }
  return CAPTIONS_OFF;
}
