import { describe, expect, it } from 'vitest';
import { displaySize, streamRotation } from './display-size.ts';

describe('displaySize', () => {
  it('keeps an upright, square-pixel frame as it is', () => {
    expect(displaySize({ width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920 });
    expect(displaySize({ width: 1920, height: 1080, sampleAspectRatio: '1:1', rotation: 0 })).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('turns a phone clip stored as landscape pixels with a quarter turn upright, either way', () => {
    for (const rotation of [90, -90, 270, -270]) {
      expect(displaySize({ width: 1920, height: 1080, rotation })).toEqual({ width: 1080, height: 1920 });
    }
    expect(displaySize({ width: 1920, height: 1080, rotation: 180 })).toEqual({ width: 1920, height: 1080 });
    expect(displaySize({ width: 1920, height: 1080, rotation: -180 })).toEqual({ width: 1920, height: 1080 });
    expect(displaySize({ width: 1920, height: 1080, rotation: 90.4 })).toEqual({ width: 1080, height: 1920 });
  });

  it('leaves angles ffmpeg does not turn by alone', () => {
    for (const rotation of [45, -60, 135]) {
      expect(displaySize({ width: 1920, height: 1080, rotation })).toEqual({ width: 1920, height: 1080 });
    }
  });

  it('widens non-square pixels as players do, before turning', () => {
    // 540 pixels twice as wide as tall: a 9:16 picture.
    expect(displaySize({ width: 540, height: 1920, sampleAspectRatio: '2:1' })).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(displaySize({ width: 720, height: 576, sampleAspectRatio: '16:15' })).toEqual({
      width: 768,
      height: 576,
    });
    expect(displaySize({ width: 960, height: 540, sampleAspectRatio: '2:1', rotation: 90 })).toEqual({
      width: 540,
      height: 1920,
    });
  });

  it('takes an unknown or malformed sample aspect ratio as square', () => {
    for (const sampleAspectRatio of ['0:1', 'N/A', '', '1:0', 'x']) {
      expect(displaySize({ width: 640, height: 360, sampleAspectRatio })).toEqual({
        width: 640,
        height: 360,
      });
    }
  });
});

describe('streamRotation', () => {
  it('reads the display matrix first, then the rotate tag, else none', () => {
    expect(
      streamRotation({
        side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        tags: { rotate: '180' },
      }),
    ).toBe(-90);
    expect(streamRotation({ side_data_list: [{ side_data_type: 'Other' }], tags: { rotate: '90' } })).toBe(
      90,
    );
    expect(streamRotation({ tags: { rotate: 'sideways' } })).toBe(0);
    expect(streamRotation({})).toBe(0);
  });
});
