import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/**
 * Writes an MP4 whose streams run 601 s (a still frame at 1 fps, silent audio: cheap to
 * make) but whose header claims 540 s, 9:00.
 */
export async function lyingClip(file: string): Promise<string> {
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=size=64x36:rate=1:duration=601'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '601'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '8k', file],
  ]);
  await claimDuration(file, 540);
  return file;
}

// Rewrites the durations an MP4's header claims (mvhd, every tkhd and mdhd) to `seconds`,
// leaving the samples and the edit lists alone: the streams still run as long as before,
// only the header lies about it. This is what a crafted upload does to slip past a length
// check that reads format.duration.
async function claimDuration(file: string, seconds: number): Promise<void> {
  const data = await readFile(file);
  let movieTimescale = 0;

  // Box layout (ISO/IEC 14496-12): size (u32, or 1 and a u64 after the type), type, body.
  // Full boxes start their body with a version byte and three flag bytes.
  function walk(start: number, end: number) {
    let at = start;
    while (at + 8 <= end) {
      let size = data.readUInt32BE(at);
      const type = data.toString('latin1', at + 4, at + 8);
      let body = at + 8;
      if (size === 1) {
        size = Number(data.readBigUInt64BE(at + 8));
        body = at + 16;
      }
      if (size < 8) return;
      const version = data.readUInt8(body);
      if (type === 'mvhd' || type === 'mdhd') {
        // version 0: created u32, modified u32, timescale u32, duration u32; version 1: u64 dates and duration.
        const timescale = data.readUInt32BE(body + (version === 1 ? 20 : 12));
        writeDuration(version, body + (version === 1 ? 24 : 16), seconds * timescale);
        if (type === 'mvhd') movieTimescale = timescale;
      } else if (type === 'tkhd') {
        // In the movie's timescale, after the dates, the track id and a reserved u32.
        writeDuration(version, body + (version === 1 ? 28 : 20), seconds * movieTimescale);
      } else if (['moov', 'trak', 'mdia'].includes(type)) {
        walk(body, at + size);
      }
      at += size;
    }
  }

  function writeDuration(version: number, offset: number, value: number) {
    if (version === 1) data.writeBigUInt64BE(BigInt(Math.round(value)), offset);
    else data.writeUInt32BE(Math.round(value), offset);
  }

  walk(0, data.length);
  await writeFile(file, data);
}
