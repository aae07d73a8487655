import { useSyncExternalStore } from 'react';
import type { ThemeName } from '@/design-system/theme/index.ts';

const query = '(prefers-color-scheme: dark)';

/** The system's light or dark preference, live. (A per-user choice arrives with /settings/themes.) */
export function useSystemTheme(): ThemeName {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);

      return () => media?.removeEventListener('change', onChange);
    },
    () => (window.matchMedia?.(query).matches ? 'dark' : 'light'),
    () => 'light',
  );
}
