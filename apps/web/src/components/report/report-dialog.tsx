import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  moderationMessages,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  reportInputSchema,
  reportReasonLabels,
} from '@reelboard/shared/moderation';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type CombinedError, useMutation } from 'urql';
import { z } from 'zod';
import type { ReportTargetType } from '../../graphql/graphql';
import { REPORT_CONTENT } from '../../lib/api/report-content';
import { errorMessage } from '../../lib/graphql-client';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/form-field';

// The form's rules: the server's (details at most 1000 characters, shared), plus a reason
// the person must pick before anything is sent.
const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason.' }),
  details: reportInputSchema.shape.details,
});
type ReportFormValues = z.input<typeof reportFormSchema>;
type ReportFormOutput = z.output<typeof reportFormSchema>;

const NOUNS: Record<ReportTargetType, string> = {
  VIDEO: 'video',
  COMMENT: 'comment',
  POST: 'post',
  CREATOR: 'creator',
};

const codeOf = (error: CombinedError) => error.graphQLErrors[0]?.extensions?.code;

export type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusTo?: HTMLElement | null;
};

// Reporting a video, comment, post or creator (ADR 0017), for signed-in users and
// anonymous visitors alike (the client sends the public key when nobody is signed in).
// Radix keeps focus inside while open, closes on Escape and labels the dialog by its title.
export function ReportDialog({ targetType, targetId, open, onOpenChange, returnFocusTo }: ReportDialogProps) {
  const noun = NOUNS[targetType];
  const reasonErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [, reportContent] = useMutation(REPORT_CONTENT);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReportFormValues, unknown, ReportFormOutput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { details: '' },
  });
  const detailsLength = (watch('details') ?? '').length;

  const close = () => {
    onOpenChange(false);
    reset();
    setFailure(null);
  };

  const onSubmit = async (values: ReportFormOutput) => {
    setFailure(null);
    const result = await reportContent({
      input: { targetType, targetId, reason: values.reason, details: values.details },
    });
    if (!result.error) {
      toast.success(moderationMessages.reported);
      close();
      return;
    }
    // Reported before: nothing more to do here, so say so and close.
    if (codeOf(result.error) === 'CONFLICT') {
      toast.info(moderationMessages.alreadyReported);
      close();
      return;
    }
    // Too fast, or the content is gone: the form stays open with the server's words.
    setFailure(errorMessage(result.error));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Report {noun}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Tell our moderators what is wrong with this {noun}.
          </Dialog.Description>
          <form noValidate className="mt-4 space-y-4" onSubmit={handleSubmit(onSubmit)}>
            <fieldset
              aria-describedby={errors.reason ? reasonErrorId : undefined}
              aria-invalid={errors.reason ? true : undefined}
            >
              <legend className="text-sm font-medium text-slate-700">Reason</legend>
              <div className="mt-2 space-y-2">
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      value={reason}
                      className="h-4 w-4 accent-violet-600"
                      {...register('reason')}
                    />
                    {reportReasonLabels[reason]}
                  </label>
                ))}
              </div>
              {errors.reason ? (
                <p id={reasonErrorId} role="alert" className="mt-1 text-sm text-red-600">
                  {errors.reason.message}
                </p>
              ) : null}
            </fieldset>
            <TextAreaField
              label="Details (optional)"
              rows={4}
              placeholder="Anything that helps us understand, such as a time in the video."
              hint={`${detailsLength}/${REPORT_DETAILS_MAX_LENGTH}`}
              error={errors.details?.message}
              {...register('details')}
            />
            {failure ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send report'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
