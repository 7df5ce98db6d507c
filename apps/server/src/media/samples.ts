import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Media } from './ffmpeg.ts';
import type { SampleVideo } from './sample-catalog.ts';
import { cachedClipFolder, clipKey } from './sample-clip-cache.ts';

// Sample clips are drawn by ffmpeg itself (a test pattern and a tone), so no file is
// downloaded and nothing depends on the network.
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];

async function findFont(): Promise<string | undefined> {
  for (const font of FONT_CANDIDATES) {
    try {
      await access(font);
      return font;
    } catch {
      // try the next one
    }
  }
  return undefined;
}

const VIDEO = 'video.mp4';
const THUMBNAIL = 'thumbnail.jpg';
const TITLE = 'title.txt';

// The arguments that draw a sample in `dir` (the clip's recipe, also its cache key).
function videoArgs(sample: SampleVideo, font: string | undefined, dir: string): string[] {
  const filters = [`hue=h=${sample.hue}`];
  if (font) {
    // The title goes through a file, so no character of it needs filter escaping.
    filters.push(
      `drawtext=fontfile=${font}:textfile=${path.join(dir, TITLE)}:fontcolor=white:fontsize=26:box=1:boxcolor=black@0.6:boxborderw=14:x=(w-text_w)/2:y=h-text_h-40`,
    );
  }
  const frequency = 220 + sample.hue;
  return [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=640x360:rate=25:duration=${sample.seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:sample_rate=44100:duration=${sample.seconds}`,
    '-vf',
    filters.join(','),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-shortest',
    '-movflags',
    '+faststart',
    path.join(dir, VIDEO),
  ];
}

const thumbnailArgs = (media: Media, sample: SampleVideo, dir: string) => [
  '-ss',
  String(Math.min(1, sample.seconds / 2)),
  ...media.input(path.join(dir, VIDEO)),
  '-frames:v',
  '1',
  '-q:v',
  '3',
  path.join(dir, THUMBNAIL),
];

async function drawSample(media: Media, sample: SampleVideo, font: string | undefined, dir: string) {
  if (font) await writeFile(path.join(dir, TITLE), sample.title);
  await media.ffmpeg(videoArgs(sample, font, dir), { timeoutMs: 120_000 });
  await media.ffmpeg(thumbnailArgs(media, sample, dir), { timeoutMs: 30_000 });
}

/**
 * `video.mp4` (H.264/AAC, faststart) and `thumbnail.jpg` of a sample: drawn in `dir`, or
 * found in the sample clip cache (media.tools.sampleClipCacheDir) when there is one.
 */
export async function generateSampleClip(
  media: Media,
  sample: SampleVideo,
  dir: string,
): Promise<{ video: string; thumbnail: string }> {
  const font = await findFont();
  const cacheDir = media.tools.sampleClipCacheDir;
  // The same placeholder folder for every process (an absolute one: media.input resolves it).
  const recipe = {
    title: font ? sample.title : null,
    video: videoArgs(sample, font, '/sample'),
    thumbnail: thumbnailArgs(media, sample, '/sample'),
  };
  const cached = cacheDir
    ? await cachedClipFolder(cacheDir, clipKey(recipe), (folder) => drawSample(media, sample, font, folder))
    : undefined;
  const folder = cached ?? dir;
  if (!cached) await drawSample(media, sample, font, dir);
  return { video: path.join(folder, VIDEO), thumbnail: path.join(folder, THUMBNAIL) };
}
