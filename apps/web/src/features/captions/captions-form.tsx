import { CAPTION_MAX_BYTES, CAPTION_TOO_LARGE } from '@reelboard/shared/captions';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { uploadCaptions } from './api/manage-captions';

/**
 * Adds captions in a language, or replaces that language's: a WebVTT or SRT file. The
 * server checks the file; its message names the line of the first error.
 */
export function CaptionsForm({
  videoId,
  language: fixedLanguage,
  onDone,
}: {
  videoId: string;
  /** Replacing: the language is fixed. */
  language?: string;
  onDone: () => void;
}) {
  const fileId = useId();
  const errorId = useId();
  const [language, setLanguage] = useState(fixedLanguage ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a WebVTT (.vtt) or SRT (.srt) file.');
    if (file.size > CAPTION_MAX_BYTES) return setError(CAPTION_TOO_LARGE);
    setSending(true);
    setError(null);
    try {
      const saved = await uploadCaptions(videoId, language.trim(), await file.text());
      toast.success(`Captions saved: ${saved.cueCount} ${saved.cueCount === 1 ? 'cue' : 'cues'}.`);
      setFile(null);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-describedby={error ? errorId : undefined}
    >
      {fixedLanguage ? null : (
        <TextField
          label="Language"
          hint='A language code, such as "en" or "pt-BR".'
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          required
          className="w-40"
        />
      )}
      <div className="space-y-1">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
          {fixedLanguage ? `New file for ${fixedLanguage}` : 'Caption file'}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".vtt,.srt,text/vtt"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block text-sm text-slate-700"
        />
      </div>
      <Button type="submit" disabled={sending}>
        {fixedLanguage ? 'Replace' : 'Upload captions'}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
