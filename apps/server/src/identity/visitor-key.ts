import { createHmac } from 'node:crypto';

/**
 * Stands in for an anonymous visitor (one view, one vote, one comment limit per visitor):
 * a keyed hash of their IP address, so the address itself is never stored.
 */
export function visitorKey(secret: string, clientIp: string): string {
  return `ip:${createHmac('sha256', secret).update(clientIp).digest('base64url').slice(0, 22)}`;
}
