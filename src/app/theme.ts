import { useCurrentUser } from '@/api/user.ts';
import type { ThemeName } from '@/design-system/theme/index.ts';
import { useMediaQuery } from '@/lib/media-query.ts';

/** The system's light or dark preference, live. */
export function useSystemTheme(): ThemeName {
  return useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';
}

/**
 * The theme to draw the app in: the signed-in user's choice from /settings/themes, or the system's while it
 * is "match this device" and before anyone is signed in.
 */
export function useThemeName(): ThemeName {
  const system = useSystemTheme();
  const { user } = useCurrentUser();
  const preference = user?.settings.theme ?? 'system';

  return preference === 'system' ? system : preference;
}
