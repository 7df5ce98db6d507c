// What the browser remembers so that a visitor's first requests need not wait for the
// session restore (/auth/refresh, ADR 0043): a marker kept while someone is signed in here,
// and the time of this browser's last write. Neither is a secret nor a credential: the
// refresh cookie stays httpOnly, and the server decides what any request may read.
const SIGNED_IN = 'reelboard:signed-in';
const WROTE_AT = 'reelboard:wrote-at';
// As long as the server's caches skip a browser that wrote (rb_wrote, ADR 0009).
const WROTE_RECENTLY_MS = 15_000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: behave as before (wait for the restore)
  }
}

/** False only when this browser has no session to restore as far as it knows. */
export function mayBeSignedIn(): boolean {
  const store = storage();
  return store === null || store.getItem(SIGNED_IN) !== null;
}

export function markSignedIn(signedIn: boolean) {
  const store = storage();
  if (signedIn) store?.setItem(SIGNED_IN, '1');
  else store?.removeItem(SIGNED_IN);
}

export function markWrote() {
  storage()?.setItem(WROTE_AT, String(Date.now()));
}

/** This browser changed something a moment ago: public answers might not show it yet. */
export function wroteRecently(): boolean {
  const at = Number(storage()?.getItem(WROTE_AT) ?? 0);
  return Date.now() - at < WROTE_RECENTLY_MS;
}
