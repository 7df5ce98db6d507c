import type { ProbeResult } from './ffmpeg.ts';
import { candidateFilter, candidateOutputArgs } from './thumbnail-frames.ts';

// The outputs of processing one video, all made by one ffmpeg run:
//   thumbnail.jpg
//   frame-1.jpg ... frame-8.jpg       candidate thumbnails (thumbnail-frames.ts, ADR 0040)
//   hls/<p>p/index.m3u8 + segments    one rendition per rung of the ladder
//   video.mp4                         H.264/AAC, +faststart, the MP4 fallback
// and master.m3u8, written by us from the ladder. The top rendition is encoded once and
// written both as HLS and as the MP4 (tee muxer), which saves a whole encode.

export type Rendition = { name: string; width: number; height: number; videoKbps: number; audioKbps: number };

// The rungs of the ladder, by the frame's shorter side (portrait clips are common): a
// 1080x1920 portrait clip gets 1080x1920, 720x1280, 480x854 and 240x426, each with the
// source's shape, never padded into 16:9. The size is the one the source is shown at
// (ffprobe's answer turned upright and made square-pixel, see display-size.ts); ffmpeg turns
// rotated frames upright itself as it decodes them (autorotate, on by default), so the
// outputs carry no rotation and every player shows them the same way.
const LADDER = [
  { short: 240, videoKbps: 400, audioKbps: 64 },
  { short: 480, videoKbps: 1200, audioKbps: 96 },
  { short: 720, videoKbps: 2800, audioKbps: 128 },
  { short: 1080, videoKbps: 5000, audioKbps: 128 },
];
const SEGMENT_SECONDS = 4;
// Keyframes every 2 s at the same times in every rendition, so players can switch anywhere.
const KEYFRAME_SECONDS = 2;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The rungs at or below the source's size; never upscaled. A tiny source gets one rung at its own size. */
export function ladderFor(width: number, height: number): Rendition[] {
  const shortSide = Math.min(width, height);
  const rungs = LADDER.filter((rung) => rung.short <= shortSide);
  const chosen = rungs.length > 0 ? rungs : [{ ...LADDER[0], short: shortSide }];
  return chosen.map((rung) => {
    const scale = rung.short / shortSide;
    return {
      name: `${rung.short}p`,
      width: even(width * scale),
      height: even(height * scale),
      videoKbps: rung.videoKbps as number,
      audioKbps: rung.audioKbps as number,
    };
  });
}

/** ffmpeg's arguments after the input, writing into `outDir` (which must exist with its hls/<name>/ folders). */
export function transcodeArgs(source: ProbeResult, outDir: string): string[] {
  const ladder = ladderFor(source.width ?? 0, source.height ?? 0);
  const top = ladder[ladder.length - 1] as Rendition;
  const thumbAt = Math.min(1, source.durationSeconds / 2).toFixed(2);
  const labels = ladder.map((_, index) => `v${index}`);
  const filter = [
    `[0:v:0]split=${ladder.length + 2}${labels.map((label) => `[${label}in]`).join('')}[thin][framesin]`,
    ...ladder.map(
      (rung, index) => `[v${index}in]scale=${rung.width}:${rung.height},setsar=1,format=yuv420p[v${index}]`,
    ),
    `[thin]select='gte(t\\,${thumbAt})',scale=${top.width}:${top.height},setsar=1,format=yuvj420p[thumb]`,
    candidateFilter('[framesin]', source.durationSeconds, top.width, top.height),
  ].join(';');

  const video = (rung: Rendition) => [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-b:v',
    `${rung.videoKbps}k`,
    '-maxrate',
    `${Math.round(rung.videoKbps * 1.5)}k`,
    '-bufsize',
    `${rung.videoKbps * 2}k`,
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
  ];
  const audio = (rung: Rendition) =>
    source.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2'] : [];
  const hls = (rung: Rendition) =>
    `f=hls:hls_time=${SEGMENT_SECONDS}:hls_playlist_type=vod:hls_segment_filename=${outDir}/hls/${rung.name}/segment-%04d.ts`;

  return [
    '-filter_complex',
    filter,
    '-map',
    '[thumb]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    `${outDir}/thumbnail.jpg`,
    ...candidateOutputArgs(outDir),
    ...ladder.flatMap((rung, index) => {
      const streams = ['-map', `[v${index}]`, ...video(rung), ...audio(rung)];
      if (rung !== top) {
        return [
          ...streams,
          '-f',
          'hls',
          '-hls_time',
          String(SEGMENT_SECONDS),
          '-hls_playlist_type',
          'vod',
          '-hls_segment_filename',
          `${outDir}/hls/${rung.name}/segment-%04d.ts`,
          `${outDir}/hls/${rung.name}/index.m3u8`,
        ];
      }
      return [
        ...streams,
        '-f',
        'tee',
        `[${hls(rung)}]${outDir}/hls/${rung.name}/index.m3u8|[f=mp4:movflags=+faststart]${outDir}/video.mp4`,
      ];
    }),
  ];
}

/** The master playlist that lists the renditions, lowest first. */
export function masterPlaylist(ladder: Rendition[], hasAudio: boolean): string {
  const codecs = hasAudio ? 'avc1.640028,mp4a.40.2' : 'avc1.640028';
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rung of ladder) {
    const bandwidth = (rung.videoKbps + (hasAudio ? rung.audioKbps : 0)) * 1000;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${rung.width}x${rung.height},CODECS="${codecs}"`,
      `hls/${rung.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
