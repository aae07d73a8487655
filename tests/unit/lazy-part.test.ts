import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/design-system/lazy/lazy-part.ts';

describe('lazyPart', () => {
  it('loads its module once, however often it is asked, and then holds it synchronously', async () => {
    const module = { name: 'panel' };
    const load = vi.fn(async () => module);
    const part = lazyPart(load);
    expect(part.loaded).toBeNull();
    expect(load).not.toHaveBeenCalled();

    part.preload();
    part.preload();
    await vi.waitFor(() => expect(part.loaded).toBe(module));
    part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a dropped connection), and succeeds then', async () => {
    const module = { name: 'panel' };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    const part = lazyPart(load);

    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(part.loaded).toBeNull();

    part.preload();
    await vi.waitFor(() => expect(part.loaded).toBe(module));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
