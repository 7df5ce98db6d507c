import Bowser from 'bowser';

/** The longest user agent kept on a session: real ones are far shorter. */
export const MAX_USER_AGENT_LENGTH = 512;

export type DeviceName = { browser: string | null; system: string | null };

// Browser and system names for the devices list, read with bowser (ADR 0031) when the list
// is asked for: the session keeps the header as it came, so a better parser later reads
// old sessions better too.
export function describeUserAgent(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, system: system || null };
}
