import sharp from 'sharp';

// Enough for any phone camera; a small file that claims to be larger is a decompression bomb.
const MAX_INPUT_PIXELS = 100_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * What the bytes are is decided by decoding them, never by the client's MIME type or file
 * name. The result is a fresh WebP, at most `size` pixels on its longer side, without the
 * original's metadata (location, camera). Anything else throws `notAnImage()`.
 */
export async function reencodeImage(input: Buffer, size: number, notAnImage: () => Error): Promise<Buffer> {
  try {
    // One frame of an animated GIF/WebP is enough.
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const { format, compression } = await image.metadata();
    // AVIF is decoded through libheif; HEIC (also heif) is not one of the accepted types.
    const accepted = ACCEPTED_FORMATS.has(format) || (format === 'heif' && compression === 'av1');
    if (!accepted) throw notAnImage();
    return await image
      .autoOrient()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // Anything sharp cannot decode is not an image we take.
    throw notAnImage();
  }
}
