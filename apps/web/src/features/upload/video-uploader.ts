import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import GoldenRetriever from '@uppy/golden-retriever';
import { toast } from 'sonner';
import { errorMessage, graphqlClient } from '../../lib/graphql-client';
import { isMultipart, PARALLEL_PARTS, partSize } from './part-size';
import { nextTask, startTask, type UploadTask, type UploadTaskEvent } from './upload-task';
import {
  abortUpload,
  completeUpload,
  createVideo,
  listParts,
  signPart,
  startUpload,
  type VideoDetails,
} from './uploads-api';

// One video upload at a time per page, kept outside React so that it goes on while the
// person looks at other pages of the app. Uppy does the multipart work (parts in parallel,
// retries, pause/resume, listing the parts the server holds when resuming); Golden Retriever
// keeps the upload's state (and the file itself up to 10 MiB) for an hour, so a reloaded
// page can resume it without sending the completed parts again.
type VideoMeta = VideoDetails & Record<string, unknown>;
type VideoFile = UppyFile<VideoMeta, AwsBody>;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; task: UploadTask }
  | { phase: 'saving'; fileName: string; task: UploadTask }
  /** Found after a reload; `needsFile` when the browser could not keep the file's bytes. */
  | { phase: 'interrupted'; fileName: string; needsFile: boolean };

const UPLOAD_SUCCESS = 'Video uploaded and saved successfully!';
const uploadFailure = (message: string) => `Video upload failed: ${message}`;

const RESUMABLE_FOR_MS = 60 * 60 * 1000;

let state: UploadState = { phase: 'idle' };
let savedCount = 0;
const listeners = new Set<() => void>();

function setState(next: UploadState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getUploadState = () => state;
/** Goes up each time a video is saved, so lists of the person's videos know to reload. */
export const getSavedCount = () => savedCount;

export function subscribeToUpload(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function dispatch(event: UploadTaskEvent) {
  if (state.phase !== 'uploading') return;
  const task = nextTask(state.task, event);
  if (task !== state.task) setState({ ...state, task });
}

let uppy: Uppy<VideoMeta, AwsBody> | null = null;

function required(uploadId: string | undefined): string {
  if (!uploadId) throw new Error('The upload has no id.');
  return uploadId;
}

function uploader(): Uppy<VideoMeta, AwsBody> {
  if (uppy) return uppy;
  const instance = new Uppy<VideoMeta, AwsBody>({ id: 'reelboard-video-upload', autoProceed: false });
  instance.use(AwsS3, {
    shouldUseMultipart: true,
    limit: PARALLEL_PARTS,
    getChunkSize: (file) => partSize(file.size),
    createMultipartUpload: (file) =>
      startUpload({ name: file.name ?? '', type: file.type ?? '', size: file.size ?? 0 }),
    signPart: async (_file, { uploadId, partNumber, signal }) => ({
      method: 'PUT',
      url: (await signPart(uploadId, partNumber, signal)).url,
    }),
    listParts: (_file, { uploadId, signal }) => listParts(required(uploadId), signal),
    completeMultipartUpload: async (_file, { uploadId, parts, signal }) => {
      const done = parts.map((part) => ({ PartNumber: Number(part.PartNumber), ETag: String(part.ETag) }));
      return { location: (await completeUpload(uploadId, done, signal)).key };
    },
    abortMultipartUpload: (_file, { uploadId, signal }) => abortUpload(required(uploadId), signal),
  });
  // Without IndexedDB (some private windows) uploads still work, only not across reloads.
  if (typeof indexedDB !== 'undefined') instance.use(GoldenRetriever, { expires: RESUMABLE_FOR_MS });
  instance.on('upload-progress', (_file, progress) => {
    dispatch({
      type: 'progress',
      bytesUploaded: progress.bytesUploaded,
      bytesTotal: progress.bytesTotal ?? 0,
    });
  });
  instance.on('restored', () => {
    const file = instance.getFiles().find((candidate) => !candidate.progress.uploadComplete);
    if (!file) {
      instance.clear();
      return;
    }
    if (state.phase === 'idle')
      setState({ phase: 'interrupted', fileName: file.name ?? '', needsFile: Boolean(file.isGhost) });
  });
  uppy = instance;
  return instance;
}

/** Creates the uploader once in the browser, which also looks for an upload to resume. */
export const prepareUploader = () => void uploader();

let generation = 0;

export async function uploadVideo(file: File, details: VideoDetails): Promise<void> {
  const instance = uploader();
  // A new upload replaces an interrupted one; removing it lets the server drop its parts.
  instance.cancelAll();
  const id = instance.addFile({ name: file.name, type: file.type, data: file, meta: details });
  await run(instance, instance.getFile(id));
}

/** Continues the upload found after a reload; `file` supplies the bytes when the browser kept none. */
export async function resumeInterruptedUpload(file?: File): Promise<void> {
  const instance = uploader();
  let restored = instance.getFiles().find((candidate) => !candidate.progress.uploadComplete);
  if (restored?.isGhost && file) {
    // Uppy recognises the same file (name, type, size, date) and gives the ghost its bytes.
    instance.addFile({ name: file.name, type: file.type, data: file, meta: restored.meta });
    restored = instance.getFile(restored.id);
  }
  if (!restored || restored.isGhost) return;
  await run(instance, restored);
}

export function discardInterruptedUpload() {
  uploader().cancelAll();
  setState({ phase: 'idle' });
}

async function run(instance: Uppy<VideoMeta, AwsBody>, file: VideoFile) {
  const current = ++generation;
  const size = file.size ?? 0;
  setState({ phase: 'uploading', fileName: file.name ?? '', task: startTask(size, isMultipart(size)) });
  let location: string | undefined;
  let failure: string | undefined;
  try {
    const result = await startOrContinue(instance, file.id);
    const done = result?.successful?.find((candidate) => candidate.id === file.id);
    location = done?.response?.uploadURL;
    failure = location ? undefined : String(result?.failed?.[0]?.error ?? 'The upload did not finish.');
  } catch (error) {
    failure = errorMessage(error);
  }
  // Canceled (or replaced) meanwhile: nothing more to say.
  if (current !== generation || state.phase !== 'uploading') return;
  if (!location) {
    dispatch({ type: 'fail', message: failure ?? '' });
    finish(uploadFailure(failure ?? ''));
    return;
  }
  dispatch({ type: 'succeed' });
  setState({ phase: 'saving', fileName: state.fileName, task: state.task });
  try {
    const { title, description, category, productIds, publishAt } = file.meta;
    // An upload restored from before products could be chosen has none.
    await createVideo(
      graphqlClient,
      { title, description, category, productIds: productIds ?? [], publishAt },
      location,
    );
    savedCount += 1;
    finish();
  } catch (error) {
    finish(uploadFailure(errorMessage(error)));
  }
}

// A restored upload goes on as the same Uppy upload (its parts are listed on the server and
// only the missing ones sent); anything else starts a new one.
function startOrContinue(instance: Uppy<VideoMeta, AwsBody>, fileId: string) {
  const { currentUploads } = instance.getState();
  const restored = Object.keys(currentUploads).find((id) => currentUploads[id]?.fileIDs.includes(fileId));
  if (!restored) return instance.upload();
  instance.resumeAll();
  return instance.restore(restored);
}

function finish(failure?: string) {
  uppy?.clear();
  setState({ phase: 'idle' });
  if (failure) toast.error(failure);
  else toast.success(UPLOAD_SUCCESS);
}

export function pauseUpload() {
  if (state.phase !== 'uploading') return;
  const before = state.task;
  dispatch({ type: 'pause' });
  if (state.phase === 'uploading' && state.task !== before) toggleFile();
}

export function resumeUpload() {
  if (state.phase !== 'uploading') return;
  const before = state.task;
  dispatch({ type: 'resume' });
  if (state.phase === 'uploading' && state.task !== before) toggleFile();
}

function toggleFile() {
  const file = uppy?.getFiles()[0];
  if (file) uppy?.pauseResume(file.id);
}

/** Stops the upload and lets the server drop what it received; ignored once the task is over. */
export function cancelUpload() {
  if (state.phase !== 'uploading') return;
  const before = state.task;
  dispatch({ type: 'cancel' });
  if (state.task === before) return;
  generation += 1;
  uppy?.cancelAll();
  setState({ phase: 'idle' });
}
