import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

// How long a file plays, measured from its packets. The durations in a container's header
// (format.duration, an MP4's mvhd and mdhd) are whatever the file's maker wrote there: a
// 10:01 video can claim 9:00. The packet timestamps are what players and our transcoder
// follow, so they are what the 600-second limit is checked against.
//
// ffprobe lists the packets without decoding them; its output is read line by line, so a
// file with very many packets costs time (bounded by the time limit), never memory.

/**
 * Seconds from the first packet of `streamIndexes` to the end of their last one. Packets
 * the demuxer marks as discarded (cut by an edit list, encoder priming) do not count.
 * Answers 0 when no packet has a timestamp.
 */
export function measurePlayedSeconds(
  ffprobePath: string,
  input: string,
  streamIndexes: number[],
  timeoutMs: number,
): Promise<number> {
  const wanted = new Set(streamIndexes.map(String));
  let first = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;

  const child = spawn(
    ffprobePath,
    [
      ...['-v', 'error', '-protocol_whitelist', 'file', '-of', 'csv=p=0'],
      ...['-show_entries', 'packet=stream_index,pts_time,dts_time,duration_time,flags', input],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL', windowsHide: true },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  // One line per packet: stream_index,pts_time,dts_time,duration_time,flags. Side data adds
  // fields or empty lines after it; those never match a wanted stream with a timestamp.
  createInterface({ input: child.stdout }).on('line', (line) => {
    const [index, pts, dts, duration, flags] = line.split(',');
    if (index === undefined || !wanted.has(index) || flags?.includes('D')) return;
    const at = Number(pts === 'N/A' ? dts : pts);
    if (!Number.isFinite(at)) return;
    first = Math.min(first, at);
    end = Math.max(end, at + (Number(duration) || 0));
  });

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => reject(new Error(`${path.basename(ffprobePath)} failed: ${reason}`));
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? 'not found' : error.message),
    );
    child.once('close', (code, signal) => {
      if (signal === 'SIGKILL') return fail(`timed out after ${timeoutMs} ms`);
      if (code !== 0) return fail(stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`);
      resolve(end > first ? end - first : 0);
    });
  });
}
