import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts UUIDs in either case', () => {
    expect(isUuid('0b5c7a2e-1f4d-4c8e-9a3b-2d6f8e1c4a7b')).toBe(true);
    expect(isUuid('0B5C7A2E-1F4D-4C8E-9A3B-2D6F8E1C4A7B')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'abc', '0b5c7a2e-1f4d-4c8e-9a3b-2d6f8e1c4a7', '../etc/passwd', 42, null]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
