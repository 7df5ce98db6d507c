import { createHmac } from 'node:crypto';

// A keyed hash per request cost as much as the rest of a watch report's checks (ADR 0037):
// the keys of the last addresses seen are kept, per secret. They are derived, not state:
// any node computes the same key.
const KEYS_KEPT = 65_536;
const keptBySecret = new Map<string, Map<string, string>>();

/**
 * Stands in for an anonymous visitor (one view, one vote, one comment limit per visitor):
 * a keyed hash of their IP address, so the address itself is never stored.
 */
export function visitorKey(secret: string, clientIp: string): string {
  let kept = keptBySecret.get(secret);
  if (!kept) {
    kept = new Map();
    keptBySecret.set(secret, kept);
  }
  let key = kept.get(clientIp);
  if (key === undefined) {
    if (kept.size >= KEYS_KEPT) kept.clear();
    key = `ip:${createHmac('sha256', secret).update(clientIp).digest('base64url').slice(0, 22)}`;
    kept.set(clientIp, key);
  }
  return key;
}
