import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

// A page's HTML may arrive rendered ahead of the app (by the build, or by the server for a
// visitor, ADR 0045) and be read and scrolled before the app has run. Its controls do
// nothing until then, so they are disabled until the app has taken the page over: a press
// or typed text is not silently lost. Links work without the app. `contents`: no box of
// its own, the layout is its children's; `role="none"`: no unnamed group around the page
// for a screen reader (the disabling is the DOM's, not a role's).
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents" role="none">
      {children}
    </fieldset>
  );
}
