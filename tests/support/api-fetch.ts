import { vi } from 'vitest';

/** GET /api/v1/user as the server answers it: the user, or a 401 for a guest (`null`). */
export const userAnswer = (user: unknown): Response =>
  user ? Response.json(user) : Response.json({ message: 'Unauthenticated.' }, { status: 401 });

/**
 * The browser's `fetch` replaced by `answer` (a 404 for what it leaves out); returns the list of the URLs asked
 * for, in order. `vi.unstubAllGlobals()` puts `fetch` back.
 */
export function stubApiFetch(answer: (url: string) => Response | undefined): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);

      return answer(url) ?? Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );

  return requested;
}
