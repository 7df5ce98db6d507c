import type { Client } from 'urql';
import { SET_VIDEO_PRODUCTS } from '../../lib/api/video-products';
import { authorizedFetch } from '../../lib/session';
import { CREATE_VIDEO } from './api/create-video';

// The REST side of video uploads (/api/uploads): the server starts a multipart upload,
// signs each part's PUT, lists the parts it holds and completes or aborts the upload.
export type UploadedPart = { PartNumber: number; ETag: string; Size?: number };

// `source.status` is where Uppy looks to decide whether a failed request is worth retrying
// (time-outs, 429, 5xx); refusals (403, 404, 400) fail at once with the server's message.
class UploadRequestError extends Error {
  readonly source: { status: number };
  constructor(message: string, status: number) {
    super(message);
    this.source = { status };
  }
}

async function uploadsRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
) {
  const response = await authorizedFetch(`/api/uploads${path}`, {
    method: init.method ?? 'GET',
    signal: init.signal,
    headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message =
      typeof error?.message === 'string' && error.message
        ? error.message
        : `The upload was refused (${response.status}).`;
    throw new UploadRequestError(message, response.status);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const startUpload = (file: { name: string; type: string; size: number }, signal?: AbortSignal) =>
  uploadsRequest<{ uploadId: string; key: string }>('', {
    method: 'POST',
    body: { fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size },
    signal,
  });

export const signPart = (uploadId: string, partNumber: number, signal?: AbortSignal) =>
  uploadsRequest<{ url: string }>(`/${encodeURIComponent(uploadId)}/parts/${partNumber}`, { signal });

export const listParts = (uploadId: string, signal?: AbortSignal) =>
  uploadsRequest<UploadedPart[]>(`/${encodeURIComponent(uploadId)}/parts`, { signal });

export const completeUpload = (
  uploadId: string,
  parts: { PartNumber: number; ETag: string }[],
  signal?: AbortSignal,
) =>
  uploadsRequest<{ key: string }>(`/${encodeURIComponent(uploadId)}/complete`, {
    method: 'POST',
    body: { parts },
    signal,
  });

export const abortUpload = (uploadId: string, signal?: AbortSignal) =>
  uploadsRequest<void>(`/${encodeURIComponent(uploadId)}`, { method: 'DELETE', signal });

/**
 * What the upload form asks for; the products are tagged once the video exists (ADR 0023).
 * publishAt (ISO) schedules the video (ADR 0039); uploads restored from before have none.
 */
export type VideoDetails = {
  title: string;
  description: string;
  category: string;
  productIds: string[];
  publishAt?: string | null;
};

// The server probes the stored file (type, duration) and answers with the reason when it
// refuses it, e.g. 'Video is too long. Maximum allowed length is 10 minutes.'
export async function createVideo(client: Client, details: VideoDetails, videoUrl: string): Promise<void> {
  const { title, description, category, productIds, publishAt } = details;
  const result = await client
    .mutation(CREATE_VIDEO, { input: { title, description, category, tags: [], videoUrl, publishAt } })
    .toPromise();
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No answer from the server.');
  if (productIds.length === 0) return;
  const tagged = await client
    .mutation(SET_VIDEO_PRODUCTS, { videoId: result.data.createVideo.id, productIds })
    .toPromise();
  if (tagged.error) throw tagged.error;
}
