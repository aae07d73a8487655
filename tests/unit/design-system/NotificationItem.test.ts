import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/design-system/NotificationItem';

const NOW = '2026-03-14T10:00:00Z';

describe('formatRelativeTime', () => {
  it('picks the largest whole unit', () => {
    expect(formatRelativeTime('2026-03-14T10:00:00Z', NOW, 'en-US')).toBe('now');
    expect(formatRelativeTime('2026-03-14T09:59:15Z', NOW, 'en-US')).toBe('45 seconds ago');
    expect(formatRelativeTime('2026-03-14T09:01:00Z', NOW, 'en-US')).toBe('59 minutes ago');
    expect(formatRelativeTime('2026-03-14T07:00:00Z', NOW, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-13T08:00:00Z', NOW, 'en-US')).toBe('yesterday');
    expect(formatRelativeTime('2026-03-01T10:00:00Z', NOW, 'en-US')).toBe('last week');
    expect(formatRelativeTime('2025-10-14T10:00:00Z', NOW, 'en-US')).toBe('4 months ago');
    expect(formatRelativeTime('2024-01-14T10:00:00Z', NOW, 'en-US')).toBe('2 years ago');
    expect(formatRelativeTime('2026-03-14T12:00:00Z', NOW, 'en-US')).toBe('in 2 hours');
  });
});
