import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { createSwrConfig } from '@/api/swr-config.ts';
import { GlobalStyle, THEMES } from '@/design-system/theme/index.ts';
import { createI18n } from '@/i18n/index.ts';
import { createAppRouter } from './router.tsx';
import { useSystemTheme } from './theme.ts';

/** The whole app: data (SWR with spec §9's settings), language, theme, then the router. */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  const i18n = useMemo(() => createI18n(), []);
  const swrConfig = useMemo(() => createSwrConfig(), []);
  const themeName = useSystemTheme();

  return (
    <SWRConfig value={swrConfig}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={THEMES[themeName]}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </SWRConfig>
  );
}
