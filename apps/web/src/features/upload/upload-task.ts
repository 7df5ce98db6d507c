// The upload task of SPEC.md section 4: in progress, paused (multipart only, from in
// progress), resumed to in progress, canceled, error, success. Once canceled, errored or
// succeeded a task is over: cancel (and everything else) is ignored.
type UploadTaskStatus = 'inProgress' | 'paused' | 'canceled' | 'error' | 'success';

export type UploadTask = {
  status: UploadTaskStatus;
  multipart: boolean;
  bytesUploaded: number;
  bytesTotal: number;
  error: string | null;
};

export type UploadTaskEvent =
  | { type: 'progress'; bytesUploaded: number; bytesTotal: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  | { type: 'fail'; message: string }
  | { type: 'succeed' };

export function startTask(bytesTotal: number, multipart: boolean): UploadTask {
  return { status: 'inProgress', multipart, bytesUploaded: 0, bytesTotal, error: null };
}

const isOver = (task: UploadTask) =>
  task.status === 'canceled' || task.status === 'error' || task.status === 'success';

export function nextTask(task: UploadTask, event: UploadTaskEvent): UploadTask {
  if (isOver(task)) return task;
  switch (event.type) {
    case 'progress':
      return { ...task, bytesUploaded: event.bytesUploaded, bytesTotal: event.bytesTotal };
    case 'pause':
      return canPause(task) ? { ...task, status: 'paused' } : task;
    case 'resume':
      return task.status === 'paused' ? { ...task, status: 'inProgress' } : task;
    case 'cancel':
      return { ...task, status: 'canceled' };
    case 'fail':
      return { ...task, status: 'error', error: event.message };
    case 'succeed':
      return { ...task, status: 'success', bytesUploaded: task.bytesTotal };
  }
}

export const canPause = (task: UploadTask) => task.status === 'inProgress' && task.multipart;
export const canResume = (task: UploadTask) => task.status === 'paused';
export const canCancel = (task: UploadTask) => !isOver(task);

/** Whole percent for the progress bar. */
export const percentDone = (task: UploadTask) =>
  task.bytesTotal > 0 ? Math.min(100, Math.floor((task.bytesUploaded / task.bytesTotal) * 100)) : 0;
