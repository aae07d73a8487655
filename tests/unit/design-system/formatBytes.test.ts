import { describe, expect, it } from 'vitest';
import { formatBytes } from '@/design-system/FileDropZone';

describe('formatBytes', () => {
  it("writes sizes with the locale's own unit words, bytes spelled out", () => {
    expect(formatBytes(980, 'en')).toBe('980 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(840_000, 'en')).toBe('840 kB');
    expect(formatBytes(1_234_000_000, 'en')).toBe('1.2 GB');
    // French puts a no-break space before a word, a narrow one before a symbol.
    expect(formatBytes(980, 'fr')).toBe('980\u00a0octets');
    expect(formatBytes(9_800, 'fr')).toBe('9,8\u202fko');
  });
});
