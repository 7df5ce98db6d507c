/** A round control on the Shorts overlay, with a focus ring that shows on any short. */
export const overlayButton =
  'flex min-w-12 flex-col items-center justify-center gap-0.5 rounded-full bg-black/50 p-3 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';
