import {
  breakpoint,
  font,
  motion,
  networkColor,
  palette,
  radius,
  size,
  space,
  zIndex,
  type NetworkKey,
} from './tokens.ts';

/**
 * Semantic colours: what a colour is for, not what it looks like. Both themes fill every key, so a component
 * written against the light theme works in the dark one. Text pairs meet WCAG AA (4.5:1) on their backgrounds.
 */
type ColorTokens = {
  bgCanvas: string;
  bgSurface: string;
  bgSurfaceRaised: string;
  bgSubtle: string;
  bgHover: string;
  bgPressed: string;
  bgSelected: string;
  bgInverse: string;
  bgOverlay: string;

  borderDefault: string;
  borderSubtle: string;
  borderStrong: string;
  borderFocus: string;

  textPrimary: string;
  textSecondary: string;
  textMuted: string;
  textInverse: string;
  textLink: string;
  textOnAccent: string;
  textDisabled: string;

  accent: string;
  accentHover: string;
  accentPressed: string;
  accentSubtle: string;
  accentText: string;

  critical: string;
  criticalHover: string;
  criticalSubtle: string;
  criticalText: string;
  criticalBorder: string;
  success: string;
  successSubtle: string;
  successText: string;
  successBorder: string;
  warning: string;
  warningSubtle: string;
  warningText: string;
  warningBorder: string;
  info: string;
  infoSubtle: string;
  infoText: string;
  infoBorder: string;

  /** Ordered series colours for charts: distinct in hue and lightness, readable on both canvases. */
  dataViz: readonly string[];
  network: Record<NetworkKey, string>;
};

const light: ColorTokens = {
  bgCanvas: palette.gray[50],
  bgSurface: palette.gray[0],
  bgSurfaceRaised: palette.gray[0],
  bgSubtle: palette.gray[100],
  bgHover: palette.gray[100],
  bgPressed: palette.gray[150],
  bgSelected: palette.indigo[50],
  bgInverse: palette.gray[900],
  bgOverlay: 'rgba(15, 16, 20, 0.48)',

  borderDefault: palette.gray[200],
  borderSubtle: palette.gray[150],
  borderStrong: palette.gray[400],
  borderFocus: palette.indigo[600],

  textPrimary: palette.gray[900],
  textSecondary: palette.gray[600],
  textMuted: palette.gray[500],
  textInverse: palette.gray[0],
  textLink: palette.indigo[700],
  textOnAccent: palette.gray[0],
  textDisabled: palette.gray[400],

  accent: palette.indigo[600],
  accentHover: palette.indigo[700],
  accentPressed: palette.indigo[800],
  accentSubtle: palette.indigo[50],
  accentText: palette.indigo[700],

  critical: palette.red[600],
  criticalHover: palette.red[700],
  criticalSubtle: palette.red[50],
  criticalText: palette.red[700],
  criticalBorder: palette.red[300],
  success: palette.green[600],
  successSubtle: palette.green[50],
  successText: palette.green[700],
  successBorder: palette.green[300],
  warning: palette.amber[500],
  warningSubtle: palette.amber[50],
  warningText: palette.amber[700],
  warningBorder: palette.amber[300],
  info: palette.blue[600],
  infoSubtle: palette.blue[50],
  infoText: palette.blue[700],
  infoBorder: palette.blue[300],

  dataViz: ['#5146d8', '#e07a2f', '#1f9d8a', '#d6457d', '#3b8fd9', '#8a9a1f', '#9256d9', '#7a6a58'],
  network: networkColor,
};

const dark: ColorTokens = {
  bgCanvas: palette.gray[950],
  bgSurface: palette.gray[900],
  bgSurfaceRaised: palette.gray[850],
  bgSubtle: palette.gray[850],
  bgHover: palette.gray[800],
  bgPressed: palette.gray[700],
  bgSelected: 'rgba(127, 131, 244, 0.18)',
  bgInverse: palette.gray[50],
  bgOverlay: 'rgba(0, 0, 0, 0.64)',

  borderDefault: palette.gray[700],
  borderSubtle: palette.gray[800],
  borderStrong: palette.gray[500],
  borderFocus: palette.indigo[300],

  textPrimary: palette.gray[50],
  textSecondary: palette.gray[300],
  textMuted: palette.gray[400],
  textInverse: palette.gray[900],
  textLink: palette.indigo[300],
  textOnAccent: palette.gray[0],
  textDisabled: palette.gray[600],

  // White text on the accent needs 4.5:1 in every state: hover lightens only as far as indigo 500.
  accent: palette.indigo[600],
  accentHover: palette.indigo[500],
  accentPressed: palette.indigo[700],
  accentSubtle: 'rgba(127, 131, 244, 0.16)',
  accentText: palette.indigo[300],

  critical: palette.red[600],
  criticalHover: palette.red[700],
  criticalSubtle: 'rgba(222, 59, 59, 0.16)',
  criticalText: palette.red[300],
  criticalBorder: palette.red[700],
  success: palette.green[500],
  successSubtle: 'rgba(31, 157, 92, 0.16)',
  successText: palette.green[300],
  successBorder: palette.green[700],
  warning: palette.amber[300],
  warningSubtle: 'rgba(217, 142, 4, 0.16)',
  warningText: palette.amber[300],
  warningBorder: palette.amber[700],
  info: palette.blue[300],
  infoSubtle: 'rgba(47, 123, 224, 0.16)',
  infoText: palette.blue[300],
  infoBorder: palette.blue[700],

  dataViz: ['#8c88f7', '#f29a57', '#3cc2ae', '#ec6fa0', '#6aaef0', '#b7c64a', '#b48cf0', '#b3a390'],
  network: { ...networkColor, x: '#e7e9ea', threads: '#f5f5f5' },
};

const shadowsLight = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 2px 4px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
  lg: '0 8px 24px rgba(16, 24, 40, 0.12), 0 2px 6px rgba(16, 24, 40, 0.06)',
};
const shadowsDark = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 2px 6px rgba(0, 0, 0, 0.4), 0 6px 16px rgba(0, 0, 0, 0.32)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.5), 0 2px 6px rgba(0, 0, 0, 0.4)',
};

function createTheme(name: 'light' | 'dark', color: ColorTokens, shadow: typeof shadowsLight) {
  return {
    name,
    color,
    shadow: { ...shadow, focus: `0 0 0 2px ${color.bgSurface}, 0 0 0 4px ${color.borderFocus}` },
    space,
    radius,
    font,
    size,
    zIndex,
    motion,
    breakpoint,
  } as const;
}

export const lightTheme = createTheme('light', light, shadowsLight);
export const darkTheme = createTheme('dark', dark, shadowsDark);

export type AppTheme = ReturnType<typeof createTheme>;
export type ThemeName = 'light' | 'dark';
export const THEMES = { light: lightTheme, dark: darkTheme } as const;
