import { describe, expect, it } from 'vitest';
import { ladderFor, masterPlaylist, transcodeArgs } from './transcode.ts';

const sizes = (width: number, height: number) =>
  ladderFor(width, height).map((rung) => `${rung.name} ${rung.width}x${rung.height}`);

describe('ladderFor', () => {
  it('chooses the rungs of a portrait clip by its short side and keeps its shape', () => {
    expect(sizes(1080, 1920)).toEqual(['240p 240x426', '480p 480x854', '720p 720x1280', '1080p 1080x1920']);
    expect(sizes(720, 1280)).toEqual(['240p 240x426', '480p 480x854', '720p 720x1280']);
  });

  it('gives a landscape clip the same rungs turned', () => {
    expect(sizes(1920, 1080)).toEqual(['240p 426x240', '480p 854x480', '720p 1280x720', '1080p 1920x1080']);
    expect(sizes(640, 480)).toEqual(['240p 320x240', '480p 640x480']);
  });

  it('never upscales, and a source smaller than the lowest rung keeps its own size', () => {
    expect(sizes(2160, 3840).at(-1)).toBe('1080p 1080x1920');
    expect(sizes(600, 1000)).toEqual(['240p 240x400', '480p 480x800']);
    expect(sizes(120, 214)).toEqual(['120p 120x214']);
  });

  it('answers even sizes, as yuv420p needs, within a pixel of the source shape', () => {
    for (const [width, height] of [
      [1080, 1920],
      [1079, 1919],
      [607, 1080],
      [1000, 1333],
      [333, 999],
    ] as const) {
      for (const rung of ladderFor(width, height)) {
        expect(rung.width % 2, `${width}x${height} ${rung.name}`).toBe(0);
        expect(rung.height % 2, `${width}x${height} ${rung.name}`).toBe(0);
        expect(rung.height > rung.width).toBe(height > width);
        expect(Math.abs(rung.width / rung.height - width / height)).toBeLessThan(2 / rung.height + 0.01);
      }
    }
  });
});

describe('transcodeArgs', () => {
  it('scales a portrait clip to each rung with square pixels and pads nothing', () => {
    const args = transcodeArgs(
      { durationSeconds: 4, hasVideo: true, hasAudio: false, width: 720, height: 1280, formatName: 'mp4' },
      '/out',
    );
    const filter = String(args[args.indexOf('-filter_complex') + 1]);
    expect(filter).toContain('scale=240:426,setsar=1');
    expect(filter).toContain('scale=480:854,setsar=1');
    expect(filter).toContain('scale=720:1280,setsar=1');
    expect(filter).not.toMatch(/pad|crop/);
    expect(masterPlaylist(ladderFor(720, 1280), false)).toContain('RESOLUTION=720x1280');
  });
});
