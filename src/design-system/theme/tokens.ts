/**
 * Primitive tokens: raw values with no meaning attached. Components never use these directly; they use the
 * semantic tokens of `themes.ts`, which pick from here per theme (light, dark).
 */
export const palette = {
  gray: {
    0: '#ffffff',
    25: '#fbfbfd',
    50: '#f6f7f9',
    100: '#eef0f4',
    150: '#e4e7ec',
    200: '#d6dae2',
    300: '#b9bfcb',
    400: '#8e95a3',
    500: '#6b7280',
    600: '#525866',
    700: '#3b404b',
    800: '#272b33',
    850: '#1e2128',
    900: '#16181d',
    950: '#0f1014',
  },
  indigo: {
    50: '#eef0ff',
    100: '#e0e3ff',
    200: '#c5caff',
    300: '#a1a7fb',
    400: '#7f83f4',
    500: '#6461ea',
    600: '#5146d8',
    700: '#4438bd',
    800: '#382f99',
    900: '#2f2b78',
  },
  green: {
    50: '#ebfaf1',
    100: '#d2f4e0',
    300: '#6fd39b',
    500: '#1f9d5c',
    600: '#17834c',
    700: '#12683d',
    900: '#0b3d25',
  },
  amber: {
    50: '#fff8e6',
    100: '#ffedbf',
    300: '#f8c14f',
    500: '#d98e04',
    600: '#b27203',
    700: '#8a5802',
    900: '#4d3101',
  },
  red: {
    50: '#fff0f0',
    100: '#ffdcdc',
    300: '#f49393',
    500: '#de3b3b',
    600: '#c22a2a',
    700: '#9c2020',
    900: '#561111',
  },
  blue: {
    50: '#edf5ff',
    100: '#d6e8ff',
    300: '#84b8f5',
    500: '#2f7be0',
    600: '#2263bd',
    700: '#1d4f96',
    900: '#0f2b54',
  },
} as const;

/** 4 px grid. Keys are hundredths of the 4 px base: 100 = 4 px, 400 = 16 px (Polaris-style names). */
export const space = {
  0: '0',
  25: '1px',
  50: '2px',
  100: '4px',
  150: '6px',
  200: '8px',
  300: '12px',
  400: '16px',
  500: '20px',
  600: '24px',
  800: '32px',
  1000: '40px',
  1200: '48px',
  1600: '64px',
} as const;
export type SpaceToken = keyof typeof space;

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' } as const;

export const font = {
  family: {
    sans: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  /** Sizes with their line heights, so text always sits on the 4 px grid. */
  size: {
    xs: { fontSize: '12px', lineHeight: '16px' },
    sm: { fontSize: '13px', lineHeight: '20px' },
    md: { fontSize: '14px', lineHeight: '20px' },
    lg: { fontSize: '16px', lineHeight: '24px' },
    xl: { fontSize: '20px', lineHeight: '28px' },
    '2xl': { fontSize: '24px', lineHeight: '32px' },
    '3xl': { fontSize: '30px', lineHeight: '36px' },
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
} as const;
export type FontSizeToken = keyof typeof font.size;

export const size = {
  controlSm: '32px',
  controlMd: '40px',
  controlLg: '48px',
  icon: '16px',
  iconLg: '20px',
  sidebar: '248px',
  topBar: '56px',
} as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  sidebar: 200,
  dropdown: 1000,
  overlay: 1100,
  modal: 1200,
  popover: 1300,
  toast: 1400,
  tooltip: 1500,
} as const;

export const motion = {
  duration: { instant: '0ms', fast: '120ms', base: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

export const breakpoint = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' } as const;

/** Brand colours of the eight networks (their own published colours), for badges and series. */
export const networkColor = {
  instagram: '#e1306c',
  facebook: '#1877f2',
  x: '#14171a',
  threads: '#000000',
  linkedin: '#0a66c2',
  tiktok: '#fe2c55',
  youtube: '#ff0000',
  pinterest: '#e60023',
} as const;
export type NetworkKey = keyof typeof networkColor;
