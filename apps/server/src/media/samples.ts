import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Media } from './ffmpeg.ts';
import type { SampleVideo } from './sample-catalog.ts';

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

/** Writes `${dir}/video.mp4` (H.264/AAC, faststart) and `${dir}/thumbnail.jpg`. */
export async function generateSampleClip(
  media: Media,
  sample: SampleVideo,
  dir: string,
): Promise<{ video: string; thumbnail: string }> {
  const video = path.join(dir, 'video.mp4');
  const thumbnail = path.join(dir, 'thumbnail.jpg');
  const filters = [`hue=h=${sample.hue}`];
  const font = await findFont();
  if (font) {
    // The title goes through a file, so no character of it needs filter escaping.
    const textFile = path.join(dir, 'title.txt');
    await writeFile(textFile, sample.title);
    filters.push(
      `drawtext=fontfile=${font}:textfile=${textFile}:fontcolor=white:fontsize=26:box=1:boxcolor=black@0.6:boxborderw=14:x=(w-text_w)/2:y=h-text_h-40`,
    );
  }
  const frequency = 220 + sample.hue;
  await media.ffmpeg(
    [
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
      video,
    ],
    { timeoutMs: 120_000 },
  );
  await media.ffmpeg(
    [
      '-ss',
      String(Math.min(1, sample.seconds / 2)),
      ...media.input(video),
      '-frames:v',
      '1',
      '-q:v',
      '3',
      thumbnail,
    ],
    { timeoutMs: 30_000 },
  );
  return { video, thumbnail };
}
