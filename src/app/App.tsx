import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { createSwrConfig } from '@/api/swr-config.ts';
import { GlobalStyle, THEMES } from '@/design-system/theme/index.ts';
import { SelectionProvider } from '@/lib/selection/index.ts';
import { createI18n } from '@/i18n/index.ts';
import type { createAppRouter } from './router.tsx';
import { useThemeName } from './theme.ts';

/** Data (SWR with spec §9's settings) and language: what every screen needs besides the theme and the router. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const i18n = useMemo(() => createI18n(), []);
  const swrConfig = useMemo(() => createSwrConfig(), []);

  return (
    <SWRConfig value={swrConfig}>
      <I18nextProvider i18n={i18n}>
        <SelectionProvider>{children}</SelectionProvider>
      </I18nextProvider>
    </SWRConfig>
  );
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole app in the browser: providers, the user's or the system's light or dark theme, then the router.
 * `router` comes made (main.tsx makes it in a task of its own, before the first render).
 */
export function App({ router }: { router: AppRouter }) {
  const themeName = useThemeName();

  return (
    <AppProviders>
      <ThemeProvider theme={THEMES[themeName]}>
        <GlobalStyle />
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppProviders>
  );
}
