import { isIP } from 'node:net';

// What the devices list shows of where a session was used (issue 22, ADR 0031): the
// network, never the address. IPv4 keeps its first three bytes (203.0.113.x), IPv6 its
// first three groups (2001:db8:85a3:x), which is about what a city-level lookup would need
// and no more. The full address is never stored on the session.
export function addressHint(ip: string): string | null {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIP(address) !== 6) return null;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 3).join(':')}:x`;
}
