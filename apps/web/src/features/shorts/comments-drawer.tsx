import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/video-display';
import { overlayButton } from './overlay-button';

type CommentsDrawerProps = {
  title: string;
  commentCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The comment thread (features/comments), composed by the route. */
  children: ReactNode;
};

// The comment count on the overlay, opening the short's comment thread in a drawer over the
// lower part of the screen. A modal dialog (Radix): focus moves in, Tab stays inside,
// Escape or Close shuts it and focus returns to the count; the feed's keys are off meanwhile.
// The short keeps playing behind it, as in the apps people know this from: comments are read
// about what is on screen, and pausing would restart the short's sound on every glance.
export function CommentsDrawer({ title, commentCount, open, onOpenChange, children }: CommentsDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={overlayButton}>
        <MessageCircle className="h-5 w-5" aria-hidden />
        <span className="sr-only">Comments </span>
        <span className="text-xs">{formatCount(commentCount)}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[70dvh] max-w-md flex-col rounded-t-2xl bg-white shadow-xl motion-safe:animate-drawer-in"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="truncate text-sm font-semibold text-slate-900">
              Comments on {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close comments"
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <X className="h-4 w-4" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
