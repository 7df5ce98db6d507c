import type { VideoCategory } from '@reelboard/shared/categories';
import { fromLocalInput, publishTimeProblem } from '@reelboard/shared/publish-time';
import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { ProductPicker } from '../../components/video/product-picker';
import { canCancel, canPause, canResume, percentDone } from './upload-task';
import {
  cancelUpload,
  discardInterruptedUpload,
  getUploadState,
  pauseUpload,
  prepareUploader,
  resumeInterruptedUpload,
  resumeUpload,
  subscribeToUpload,
  type UploadState,
  uploadVideo,
} from './video-uploader';

export const NO_FILE = 'Please select a video file.';
export const NO_FILE_NAME = 'No file selected or file name is missing.';

// The shared categories, in the order SPEC.md section 2 gives for this form.
const FORM_CATEGORIES = ['Business', 'Lifestyle', 'Innovation', 'Beauty'] as const satisfies VideoCategory[];

/** The upload form of SPEC.md section 2 (creators and admins), with the upload's progress. */
export function VideoUploadForm() {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useSyncExternalStore(subscribeToUpload, getUploadState);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [productIds, setProductIds] = useState<string[]>([]);
  // Scheduled publishing (ADR 0039): optional, the browser's local time.
  const [publishAt, setPublishAt] = useState('');
  const [publishError, setPublishError] = useState<string | undefined>();

  useEffect(prepareUploader, []);

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setFileError(NO_FILE);
    if (!file.name) return setFileError(NO_FILE_NAME);
    setFileError(null);
    // The file is checked first (SPEC.md section 5); then the browser's own checks of the
    // required title and category.
    if (!event.currentTarget.reportValidity()) return;
    const at = fromLocalInput(publishAt);
    const problem = at && publishTimeProblem(at, new Date());
    setPublishError(problem);
    if (problem) return;
    const details = { title: title.trim(), description: description.trim(), category, productIds };
    void uploadVideo(file, { ...details, publishAt: at?.toISOString() ?? null });
    clearFile();
    setTitle('');
    setDescription('');
    setCategory('');
    setProductIds([]);
    setPublishAt('');
  };

  const busy = upload.phase === 'uploading' || upload.phase === 'saving';
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Upload a Video</h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Videos can be up to 10 minutes long. An admin reviews each upload before it is published.
      </p>
      {upload.phase === 'interrupted' ? (
        <InterruptedUpload upload={upload} file={file} onDone={clearFile} />
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            Video file
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="video/*"
            disabled={busy}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-violet-50 file:px-4 file:py-2 file:font-medium file:text-violet-700 hover:file:bg-violet-100"
          />
          {fileError ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-red-600">
              {fileError}
            </p>
          ) : null}
        </div>
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required />
        <TextAreaField
          label="Description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          required
        >
          <option value="" disabled>
            Select a category
          </option>
          {FORM_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <ProductPicker value={productIds} onChange={setProductIds} disabled={busy} />
        <TextField
          label="Publish at"
          type="datetime-local"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          error={publishError}
          hint="Optional, your local time: the video stays private until then, even once approved."
        />
        {busy ? <UploadProgress upload={upload} /> : null}
        <Button type="submit" disabled={busy || upload.phase === 'interrupted'}>
          Upload Video
        </Button>
      </form>
    </Card>
  );
}

function UploadProgress({ upload }: { upload: Extract<UploadState, { phase: 'uploading' | 'saving' }> }) {
  const { task } = upload;
  const percent = upload.phase === 'saving' ? 100 : percentDone(task);
  const uploading = upload.phase === 'uploading';
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex justify-between text-sm text-slate-700">
        <span className="truncate">{upload.fileName}</span>
        <span>
          {upload.phase === 'saving'
            ? 'Saving...'
            : task.status === 'paused'
              ? `Paused at ${percent}%`
              : `${percent}%`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-violet-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex gap-2">
        {task.multipart ? (
          canResume(task) ? (
            <Button type="button" size="sm" variant="outline" onClick={resumeUpload}>
              Resume
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={pauseUpload}
              disabled={!uploading || !canPause(task)}
            >
              Pause
            </Button>
          )
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={cancelUpload}
          disabled={!uploading || !canCancel(task)}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}

function InterruptedUpload({
  upload,
  file,
  onDone,
}: {
  upload: Extract<UploadState, { phase: 'interrupted' }>;
  file: File | null;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="mb-6 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        Your upload of <strong>{upload.fileName}</strong> was interrupted.
        {upload.needsFile ? ' Select the same file again below to resume it.' : ''}
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={upload.needsFile && !file}
          onClick={() => {
            void resumeInterruptedUpload(file ?? undefined);
            onDone();
          }}
        >
          Resume upload
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={discardInterruptedUpload}>
          Discard
        </Button>
      </div>
    </div>
  );
}
