export { GlobalStyle } from './GlobalStyle.ts';
export { darkTheme, lightTheme, THEMES, type AppTheme, type ThemeName } from './themes.ts';
export * from './tokens.ts';
