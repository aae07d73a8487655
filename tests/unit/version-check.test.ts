import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion, VERSION_FILE_URL } from '@/platform/version-check.ts';

describe('fetchDeployedVersion', () => {
  it('asks for the version file past every cache and reads its version', async () => {
    const fetcher = vi.fn(async () => new Response('{"version":"1.0.1+b"}', { status: 200 }));
    await expect(fetchDeployedVersion(fetcher)).resolves.toBe('1.0.1+b');
    expect(fetcher).toHaveBeenCalledWith(VERSION_FILE_URL, { cache: 'no-store' });
  });

  it('fails on an error status or a file without a version, so the check logs and waits', async () => {
    await expect(fetchDeployedVersion(async () => new Response('', { status: 503 }))).rejects.toThrow('503');
    await expect(fetchDeployedVersion(async () => new Response('{}', { status: 200 }))).rejects.toThrow(
      'no version',
    );
  });
});
