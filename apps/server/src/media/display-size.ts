// The size a video is shown at, from what ffprobe says of its first video stream. Phones
// record landscape pixels and mark the stream to be turned (a display matrix, or the older
// `rotate` tag); anamorphic files have pixels that are not square (a sample aspect ratio
// other than 1:1). ffmpeg turns the frames upright when it decodes them (autorotate), so the
// ladder must be chosen from the upright, square-pixel size, or a portrait clip would be
// squeezed into a landscape frame.

export type StreamGeometry = {
  width: number;
  height: number;
  /** ffprobe's `sample_aspect_ratio`, e.g. "1:1", "4:3", "0:1" (unknown) or absent. */
  sampleAspectRatio?: string;
  /** Degrees from the display matrix or the `rotate` tag; either sign. */
  rotation?: number;
};

/** A ratio "a:b" as a number; 1 when it is absent, unknown (0:1) or not a ratio. */
function ratio(text: string | undefined): number {
  const match = /^(\d+):(\d+)$/.exec(text ?? '');
  if (!match) return 1;
  const value = Number(match[1]) / Number(match[2]);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Upright width and height in square pixels. */
export function displaySize(stream: StreamGeometry): { width: number; height: number } {
  // Non-square pixels stretch the width, as players do.
  const width = Math.round(stream.width * ratio(stream.sampleAspectRatio));
  // ffmpeg turns frames by quarter turns only (within a degree); other angles it leaves alone.
  const turns = (stream.rotation ?? 0) / 90;
  const quarterTurns = Math.round(turns);
  const sideways = Math.abs(turns - quarterTurns) * 90 < 1 && Math.abs(quarterTurns) % 2 === 1;
  return sideways ? { width: stream.height, height: width } : { width, height: stream.height };
}

/** The rotation ffprobe reports: the display matrix (side data) first, else the `rotate` tag. */
export function streamRotation(stream: {
  side_data_list?: { side_data_type?: string; rotation?: number }[];
  tags?: { rotate?: string };
}): number {
  const matrix = stream.side_data_list?.find((data) => data.side_data_type === 'Display Matrix');
  if (typeof matrix?.rotation === 'number') return matrix.rotation;
  const tag = Number(stream.tags?.rotate);
  return Number.isFinite(tag) ? tag : 0;
}
