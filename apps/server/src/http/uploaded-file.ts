import type { FastifyRequest } from 'fastify';
import { badInput } from '../errors.ts';

// The one file of a multipart/form-data request, in the field "file", read into memory up
// to `maxBytes` (the route registers @fastify/multipart with that limit). Oversized
// requests are refused before reading: the form around the file adds well under 64 KiB.
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes: number; tooLarge: () => Error; noun: 'picture' | 'image' },
): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > options.maxBytes + 64 * 1024) throw options.tooLarge();
  if (!request.isMultipart()) {
    throw badInput(`Send the ${options.noun} as multipart/form-data in the field "file".`);
  }
  const file = await request.file();
  if (file?.fieldname !== 'file') throw badInput(`Send the ${options.noun} in the form field "file".`);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    throw error;
  }
}
