import '@fontsource-variable/inter';
import './fixedClock.ts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, THEMES, type ThemeName } from '../src/design-system/theme/index.ts';

/*
 * `findBy…` and `waitFor` give up after 5 s rather than 1 s: a screen story's first render imports its route
 * chunk, which the dev server transforms on first request — slow on a busy two-core CI machine (seen: the
 * sign-in screen still loading after 1 s).
 */
configure({ asyncUtilTimeout: 5000 });

/** Light or dark from the toolbar (and from `globals.theme` in visual tests). */
const withTheme: Decorator = (Story, context) => {
  const theme = THEMES[(context.globals.theme as ThemeName | undefined) ?? 'light'];

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Story />
    </ThemeProvider>
  );
};

/** A fresh SWR cache per story: one story's data never leaks into the next (toolchain pitfall P12). */
const withFreshData: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

/**
 * Inter is in place before a story renders: recharts picks its axis ticks from measured label widths and keeps
 * the measures for the page's life, so a chart drawn before the font arrived would keep the fallback font's
 * ticks in every later story of its file (a file's stories share one page).
 */
const fontsLoaded = async () => {
  await Promise.all(
    ['400', '500', '600'].map((weight) => document.fonts.load(`${weight} 14px "Inter Variable"`)),
  );

  return {};
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withFreshData, withTheme],
  loaders: [fontsLoaded, mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The storybook-dark test project runs every story (and its a11y check) in the dark theme too; the
  // storybook-phone project runs the overlay stories on a 360 px wide screen.
  initialGlobals: {
    theme: import.meta.env.VITE_STORYBOOK_THEME === 'dark' ? 'dark' : 'light',
    ...(import.meta.env.VITE_STORYBOOK_VIEWPORT
      ? { viewport: { value: import.meta.env.VITE_STORYBOOK_VIEWPORT, isRotated: false } }
      : {}),
  },
  parameters: {
    layout: 'padded',
    // A small Android phone, the narrowest screen the product is laid out for.
    viewport: {
      options: {
        phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '800px' }, type: 'mobile' },
      },
    },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails the run.
    // React Aria's live announcer is a visually hidden log pointing at text already announced: not page content.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Design System', 'Statecharts', 'Flows', 'Screens'],
      },
    },
  },
};

export default preview;
