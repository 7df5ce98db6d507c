import { describe, expect, it } from 'vitest';
import { candidateFiles, candidateFilter, candidateSize, candidateTimes } from './thumbnail-frames.ts';

describe('candidate frames', () => {
  it('spreads eight moments over the video, at the middle of each eighth', () => {
    expect(candidateTimes(8)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]);
    expect(candidateTimes(600).at(-1)).toBe(562.5);
  });

  it('scales down to 720 pixels on the longer side, never up, keeping even sizes', () => {
    expect(candidateSize(1920, 1080)).toEqual({ width: 720, height: 406 });
    expect(candidateSize(1080, 1920)).toEqual({ width: 406, height: 720 });
    expect(candidateSize(426, 240)).toEqual({ width: 426, height: 240 });
  });

  it('selects each next frame at its own moment, so nothing drifts', () => {
    expect(candidateFilter('[in]', 8, 426, 240)).toBe(
      "[in]select='gte(t\\,0.500+1.000*selected_n)',scale=426:240,setsar=1,format=yuvj420p[frames]",
    );
  });

  it('finds the frames among the outputs in time order, with their moments', () => {
    const files = ['frame-10.jpg', 'frame-2.jpg', 'hls/240p/index.m3u8', 'frame-1.jpg', 'thumbnail.jpg'];
    expect(candidateFiles(files, 8)).toEqual([
      { file: 'frame-1.jpg', frame: 0, atSeconds: 0.5 },
      { file: 'frame-2.jpg', frame: 1, atSeconds: 1.5 },
    ]);
  });
});
