// The candidate thumbnails of a video (ADR 0040): eight frames evenly spread over its
// length, made by the one ffmpeg run that transcodes it (transcode.ts). They are a branch of
// the frames it decodes anyway, so they cost a select and eight small JPEG encodes whatever
// the video's length, and no second pass over the file.

const CANDIDATE_COUNT = 8;
/** The candidates' longer side: enough for a card or a poster, small enough for a strip of eight. */
const CANDIDATE_LONG_SIDE = 720;
/** frame-1.jpg ... frame-8.jpg, beside thumbnail.jpg in the attempt's outputs. */
const FRAME_FILE = /^frame-(\d+)\.jpg$/;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The moments the candidates are taken at: the middle of each eighth of the video. */
export function candidateTimes(durationSeconds: number): number[] {
  const step = Math.max(0, durationSeconds) / CANDIDATE_COUNT;
  return Array.from({ length: CANDIDATE_COUNT }, (_, index) => Number(((index + 0.5) * step).toFixed(2)));
}

/** The candidates' size: the given (output) size scaled down to fit, never up. */
export function candidateSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CANDIDATE_LONG_SIDE / Math.max(width, height));
  return { width: even(width * scale), height: even(height * scale) };
}

/**
 * The filter chain from `input` to `[frames]`. `selected_n` counts the frames already kept,
 * so each next frame is the first at or after its own moment: no drift over the video.
 */
export function candidateFilter(
  input: string,
  durationSeconds: number,
  width: number,
  height: number,
): string {
  const [first = 0] = candidateTimes(durationSeconds);
  const step = (durationSeconds / CANDIDATE_COUNT).toFixed(3);
  const size = candidateSize(width, height);
  return `${input}select='gte(t\\,${first.toFixed(3)}+${step}*selected_n)',scale=${size.width}:${size.height},setsar=1,format=yuvj420p[frames]`;
}

/** The output arguments that write the `[frames]` chain as numbered JPEGs into outDir. */
export const candidateOutputArgs = (outDir: string): string[] => [
  '-map',
  '[frames]',
  '-frames:v',
  String(CANDIDATE_COUNT),
  '-fps_mode',
  'passthrough',
  '-q:v',
  '4',
  `${outDir}/frame-%d.jpg`,
];

export type CandidateFile = { file: string; frame: number; atSeconds: number };

/** The candidate files among processing's outputs, in time order, with their moments. */
export function candidateFiles(files: string[], durationSeconds: number): CandidateFile[] {
  const times = candidateTimes(durationSeconds);
  return files
    .map((file) => ({ file, number: Number(FRAME_FILE.exec(file)?.[1] ?? 0) }))
    .filter(({ number }) => number >= 1 && number <= CANDIDATE_COUNT)
    .sort((a, b) => a.number - b.number)
    .map(({ file, number }) => ({ file, frame: number - 1, atSeconds: times[number - 1] ?? 0 }));
}
