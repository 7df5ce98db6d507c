import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// Clips whose picture tells which way up it is: four coloured quarters, red top left, lime
// top right, blue bottom left, yellow bottom right. A frame read back shows whether a
// processed video kept its shape (the colours reach every edge: no bars) and its orientation.
const run = promisify(execFile);

export type Quarter = 'red' | 'lime' | 'blue' | 'yellow' | 'black' | 'other';

const COLOURS: [Quarter, [number, number, number]][] = [
  ['red', [255, 0, 0]],
  ['lime', [0, 255, 0]],
  ['blue', [0, 0, 255]],
  ['yellow', [255, 255, 0]],
  ['black', [0, 0, 0]],
];

/**
 * A 2-second H.264/AAC clip shown upright at `width`x`height`. With `stored: 'sideways'` its
 * pixels are stored turned a quarter clockwise (landscape for a portrait picture) with a
 * display matrix telling players to turn them back, as phones record.
 */
export async function makeQuadrantClip(
  file: string,
  size: { width: number; height: number; stored?: 'upright' | 'sideways' },
): Promise<string> {
  const quarter = `s=${size.width / 2}x${size.height / 2}:r=25:d=2`;
  const picture = [
    `color=c=red:${quarter}[a]`,
    `color=c=lime:${quarter}[b]`,
    `color=c=blue:${quarter}[c]`,
    `color=c=yellow:${quarter}[d]`,
    `[a][b]hstack[top]`,
    `[c][d]hstack[bottom]`,
    `[top][bottom]vstack,format=yuv420p${size.stored === 'sideways' ? ',transpose=clock' : ''}[v]`,
  ].join(';');
  const encoded = size.stored === 'sideways' ? `${file}.sideways.mp4` : file;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-filter_complex', picture, '-f', 'lavfi', '-i', 'sine=duration=2'],
    ...['-map', '[v]', '-map', '0:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', encoded],
  ]);
  if (size.stored === 'sideways') {
    // The `rotate` tag (clockwise) is what ffmpeg 5 writes; newer ones ignore it and take
    // -display_rotation (counter-clockwise) on the input instead.
    const tagged = ['-i', encoded, '-metadata:s:v:0', 'rotate=90'];
    const displayed = ['-display_rotation:v:0', '90', '-i', encoded];
    for (const input of [tagged, displayed]) {
      const written = await run('ffmpeg', ['-v', 'error', '-y', ...input, '-c', 'copy', file]).then(
        () => true,
        () => false,
      );
      if (written && Math.abs(await rotationOf(file)) === 90) return file;
    }
    // An ffmpeg that records neither would make an upright landscape clip: the test would lie.
    throw new Error(`no rotation recorded in ${path.basename(file)}`);
  }
  return file;
}

async function rotationOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream_side_data=rotation'],
    ...['-of', 'csv=p=0', file],
  ]);
  return Number.parseInt(stdout, 10);
}

const nearest = ([r, g, b]: number[]): Quarter => {
  let best: Quarter = 'other';
  let bestDistance = 80 ** 2;
  for (const [name, [cr, cg, cb]] of COLOURS) {
    const distance = ((r ?? 0) - cr) ** 2 + ((g ?? 0) - cg) ** 2 + ((b ?? 0) - cb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
};

/**
 * The first frame of `file` (a video, an HLS playlist or a picture) as ffmpeg decodes it
 * (turned upright): its size, the rotation it is stored with, the colours in the middle of
 * its quarters, and at its four corners.
 */
export async function readQuarters(file: string) {
  const { stdout: probed } = await run('ffprobe', [
    ...['-v', 'error', '-protocol_whitelist', 'file', '-select_streams', 'v:0', '-of', 'json'],
    ...['-show_entries', 'stream=width,height:stream_side_data=rotation', file],
  ]);
  const stream = (
    JSON.parse(probed) as {
      streams: { width: number; height: number; side_data_list?: { rotation?: number }[] }[];
    }
  ).streams[0];
  if (!stream) throw new Error(`no video in ${path.basename(file)}`);
  const rotation = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0;
  const sideways = Math.abs(rotation) % 180 === 90;
  const [width, height] = sideways ? [stream.height, stream.width] : [stream.width, stream.height];
  const { stdout: pixels } = await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-protocol_whitelist', 'file', '-i', file, '-frames:v', '1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const at = (x: number, y: number) => {
    const offset = (Math.floor(y) * width + Math.floor(x)) * 3;
    return nearest([...pixels.subarray(offset, offset + 3)]);
  };
  const [left, right, top, bottom] = [width / 4, (3 * width) / 4, height / 4, (3 * height) / 4];
  return {
    width,
    height,
    rotation,
    quarters: [at(left, top), at(right, top), at(left, bottom), at(right, bottom)],
    corners: [at(1, 1), at(width - 2, 1), at(1, height - 2), at(width - 2, height - 2)],
  };
}
