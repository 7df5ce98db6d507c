import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportTargetType } from '../../graphql/graphql';
import { Button } from '../ui/button';

// The dialog (and Radix's dialog code) loads when someone first opens it, not with the page.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** Names the thing for screen readers where several report buttons share a page. */
  label?: string;
  variant?: 'outline' | 'ghost';
  size?: 'sm' | 'md';
};

// "Report" on a video, comment, post or creator page; opens the report dialog.
export function ReportButton({
  targetType,
  targetId,
  label = 'Report',
  variant = 'ghost',
  size = 'sm',
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  // The button that opened the dialog, once it has been opened: focus returns there.
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => {
          setTrigger(event.currentTarget);
          setOpen(true);
        }}
      >
        <Flag className="h-4 w-4" aria-hidden /> Report
      </Button>
      {trigger ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
