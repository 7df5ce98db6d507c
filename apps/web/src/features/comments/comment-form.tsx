import { COMMENT_MAX_LENGTH, commentLength, isBlankComment } from '@reelboard/shared/comments';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';

type CommentFormProps = {
  label: string;
  submitLabel: string;
  placeholder?: string;
  /** Resolves true when the comment was saved (the text is then cleared). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  /** The text to start from, when editing. */
  initialText?: string;
};

// 500 characters with a live n/500 counter; the button stays disabled while the text is
// blank after trimming (zero-width characters count as blank), so blank text is never sent.
export function CommentForm({
  label,
  submitLabel,
  placeholder,
  onSubmit,
  onCancel,
  initialText = '',
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const length = commentLength(text);
  const blank = isBlankComment(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || sending || length > COMMENT_MAX_LENGTH) return;
    setSending(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="space-y-2" onSubmit={submit}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        required
        rows={3}
        placeholder={placeholder}
        onChange={(event) => setText([...event.target.value].slice(0, COMMENT_MAX_LENGTH).join(''))}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-violet-500"
      />
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-slate-500" aria-live="polite">
          {length}/{COMMENT_MAX_LENGTH}
        </span>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={blank || sending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
