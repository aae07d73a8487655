import { useState } from 'react';

/**
 * Whether an overlay has been open at least once: its content (and code) is only rendered from then on, and
 * stays rendered afterwards so that closing plays its exit as before.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);

  return hasOpened || isOpen;
}
