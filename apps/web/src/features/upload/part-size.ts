// The multipart model of SPEC.md section 9: parts of 5 MiB, doubled as often as needed to
// keep a file at 10,000 parts or fewer (S3's limit, which the server's storage keeps too).
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PARTS = 10_000;
/** Parts uploaded at the same time for one file. */
export const PARALLEL_PARTS = 4;

export function partSize(fileBytes: number): number {
  let size = MIN_PART_BYTES;
  while (Math.ceil(fileBytes / size) > MAX_PARTS) size *= 2;
  return size;
}

/** Files over one part go up in parts; smaller ones as a single part through the same endpoints. */
export const isMultipart = (fileBytes: number) => fileBytes > MIN_PART_BYTES;
