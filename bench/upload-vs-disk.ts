// A 200 MB resumable upload through the product's own multipart API (start, sign each
// part, PUT it, list, complete), as the web app's uploader does it: parts of 5 MiB, four
// at a time, against the production server in its own process. Halfway through, the
// upload is "reloaded": the client forgets everything, lists the parts the server holds and
// sends only the rest, and the bench checks that no finished part went up twice.
// Baseline: writing the same bytes in the same parts to a file on the same disk.
// Issue 11's goal: ratio >= 0.8. Run with `npm run bench:upload`.
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { startProductionServer } from './production-server.ts';

const TOTAL_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 200) * 1024 * 1024;
const PART_BYTES = 5 * 1024 * 1024;
const PARALLEL_PARTS = 4;
const partCount = Math.ceil(TOTAL_BYTES / PART_BYTES);
// One random part repeated: the bytes do not matter to the server, only their number.
const chunk = randomBytes(PART_BYTES);
const bodyOf = (partNumber: number) =>
  partNumber === partCount ? chunk.subarray(0, TOTAL_BYTES - PART_BYTES * (partCount - 1)) : chunk;

async function inParallel(items: number[], work: (item: number) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL_PARTS }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const server = await startProductionServer();
try {
  const email = 'bench.creator@bench.local';
  const token = await server.signedInToken(email);
  await server.setLevel(email, 'creator');
  const api = async <T>(url: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${server.base}/api/uploads${url}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const sent = new Map<number, number>();
  const sendPart = async (uploadId: string, partNumber: number) => {
    const { url } = await api<{ url: string }>(`/${uploadId}/parts/${partNumber}`);
    const put = await fetch(new URL(url, server.base), { method: 'PUT', body: bodyOf(partNumber) });
    if (!put.ok) throw new Error(`part ${partNumber}: ${put.status}`);
    sent.set(partNumber, (sent.get(partNumber) ?? 0) + 1);
  };

  const uploadStart = performance.now();
  const { uploadId } = await api<{ uploadId: string }>('', {
    method: 'POST',
    body: { fileName: 'bench.mp4', contentType: 'video/mp4', size: TOTAL_BYTES },
  });
  const all = Array.from({ length: partCount }, (_, index) => index + 1);
  await inParallel(all.slice(0, Math.floor(partCount / 2)), (part) => sendPart(uploadId, part));
  // The reload: what the server holds is all the client knows now.
  const held = await api<{ PartNumber: number }[]>(`/${uploadId}/parts`);
  const heldNumbers = new Set(held.map((part) => part.PartNumber));
  await inParallel(
    all.filter((part) => !heldNumbers.has(part)),
    (part) => sendPart(uploadId, part),
  );
  const parts = await api<{ PartNumber: number; ETag: string }[]>(`/${uploadId}/parts`);
  await api(`/${uploadId}/complete`, { method: 'POST', body: { parts } });
  const uploadSeconds = (performance.now() - uploadStart) / 1000;
  const resent = [...sent.values()].filter((times) => times > 1).length;
  if (parts.length !== partCount || resent > 0) {
    throw new Error(`${parts.length} of ${partCount} parts held, ${resent} parts sent twice`);
  }

  const file = path.join(server.dataDir, 'baseline.bin');
  const diskStart = performance.now();
  const handle = await open(file, 'w');
  for (const part of all) await handle.write(bodyOf(part));
  await handle.sync();
  await handle.close();
  const diskSeconds = (performance.now() - diskStart) / 1000;
  await rm(file);

  const mb = TOTAL_BYTES / 1024 / 1024;
  console.log(
    `write to disk        ${mb} MB in ${diskSeconds.toFixed(2)} s  ${(mb / diskSeconds).toFixed(0)} MB/s`,
  );
  console.log(
    `upload through API   ${mb} MB in ${uploadSeconds.toFixed(2)} s  ${(mb / uploadSeconds).toFixed(0)} MB/s`,
  );
  console.log(`resume: ${heldNumbers.size} parts held after the reload, none sent twice`);
  console.log(`upload ratio ${(diskSeconds / uploadSeconds).toFixed(3)} (goal >= 0.8)`);
} finally {
  await server.stop();
}
