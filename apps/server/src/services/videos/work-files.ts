import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/storage.ts';

// Local files for ffmpeg and ffprobe, which read local files only (file protocol).

/** Copies a stored object to a local file: ffmpeg and ffprobe read local files only. */
export async function copyToFile(storage: Storage, key: string, file: string): Promise<void> {
  const found = await storage.get(key);
  if (!found) throw new Error(`stored object ${key} is missing`);
  await pipeline(found.body, createWriteStream(file, { flags: 'wx' }));
}

/** Every file under dir, as relative paths in a stable order. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

const OUTPUT_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/** The content type a processing output is stored with, by its extension. */
export const outputContentType = (file: string): string =>
  OUTPUT_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
