import { execFile } from 'node:child_process';
import path from 'node:path';
import { displaySize, streamRotation } from './display-size.ts';
import { measurePlayedSeconds } from './played-length.ts';

// ffmpeg and ffprobe as child processes with a time limit. Inputs are read through the
// file protocol only (`-protocol_whitelist file`), so a crafted file (an HLS playlist, a
// concat list) cannot make them open network addresses or other protocols.
export type MediaTools = {
  ffmpegPath: string;
  ffprobePath: string;
  /** Generated sample clips are kept here and reused (sample-clip-cache.ts), when set. */
  sampleClipCacheDir?: string;
};

export type ProbeResult = {
  durationSeconds: number;
  hasVideo: boolean;
  hasAudio: boolean;
  /** As shown: upright (rotation applied) and in square pixels, not as stored. */
  width: number | null;
  height: number | null;
  formatName: string;
};

class MediaToolError extends Error {}

const DEFAULT_TIMEOUT_MS = 30_000;

function run(command: string, args: string[], timeoutMs: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // The abort kills the child and the promise settles when it has exited (execFile's own
    // `signal` option settles at once): the caller removes the files ffmpeg was writing.
    const stop = () => child.kill('SIGKILL');
    const child = execFile(
      command,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        signal?.removeEventListener('abort', stop);
        if (!error) return resolve(stdout);
        const reason = signal?.aborted
          ? 'stopped'
          : (error as { killed?: boolean }).killed
            ? `timed out after ${timeoutMs} ms`
            : (error as NodeJS.ErrnoException).code === 'ENOENT'
              ? 'not found'
              : String(stderr).trim().split('\n').slice(-3).join(' ') || error.message;
        reject(new MediaToolError(`${path.basename(command)} failed: ${reason}`));
      },
    );
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

// An absolute path with the file: prefix: a name containing ':' is never read as a protocol.
const fileInput = (file: string) => `file:${path.resolve(file)}`;

type FfprobeOutput = {
  format?: { format_name?: string };
  streams?: {
    index?: number;
    codec_type?: string;
    width?: number;
    height?: number;
    sample_aspect_ratio?: string;
    side_data_list?: { side_data_type?: string; rotation?: number }[];
    tags?: { rotate?: string };
  }[];
};

export function createMediaTools(tools: MediaTools) {
  return {
    tools,

    /** True when both programs start. */
    async available(): Promise<boolean> {
      try {
        await Promise.all([
          run(tools.ffmpegPath, ['-version'], 10_000),
          run(tools.ffprobePath, ['-version'], 10_000),
        ]);
        return true;
      } catch {
        return false;
      }
    },

    /**
     * What the file really is, whatever its name, the uploader or its header claimed. The
     * duration is how long the streams processing keeps (the first video and audio) play.
     */
    async probe(file: string, options: { timeoutMs?: number } = {}): Promise<ProbeResult> {
      const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const startedAt = Date.now();
      const stdout = await run(
        tools.ffprobePath,
        [
          '-v',
          'error',
          '-protocol_whitelist',
          'file',
          '-print_format',
          'json',
          '-show_format',
          '-show_streams',
          fileInput(file),
        ],
        timeoutMs,
      );
      const output = JSON.parse(stdout) as FfprobeOutput;
      const streams = output.streams ?? [];
      const video = streams.find((stream) => stream.codec_type === 'video');
      const audio = streams.find((stream) => stream.codec_type === 'audio');
      const kept = [video?.index, audio?.index].filter((index) => index !== undefined);
      const remainingMs = Math.max(1, timeoutMs - (Date.now() - startedAt));
      const duration = await measurePlayedSeconds(tools.ffprobePath, fileInput(file), kept, remainingMs);
      const shown =
        video?.width && video.height
          ? displaySize({
              width: video.width,
              height: video.height,
              sampleAspectRatio: video.sample_aspect_ratio,
              rotation: streamRotation(video),
            })
          : undefined;
      return {
        durationSeconds: duration,
        hasVideo: video !== undefined,
        hasAudio: audio !== undefined,
        width: shown?.width ?? null,
        height: shown?.height ?? null,
        formatName: output.format?.format_name ?? '',
      };
    },

    /**
     * Runs ffmpeg quietly; `args` name inputs with `input(file)` to keep them file-only.
     * Killed (SIGKILL) at the time limit or when `signal` aborts.
     */
    async ffmpeg(args: string[], options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<void> {
      await run(
        tools.ffmpegPath,
        ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args],
        options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        options.signal,
      );
    },

    /** The arguments that open one local file as an input, and nothing else. */
    input: (file: string) => ['-protocol_whitelist', 'file', '-i', fileInput(file)],
  };
}

export type Media = ReturnType<typeof createMediaTools>;
