import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide defaults: the font, the canvas colour, box sizing, and a visible focus ring only for keyboard
 * users. `color-scheme` lets form controls and scrollbars follow the theme.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.name}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md.fontSize};
    line-height: ${({ theme }) => theme.font.size.md.lineHeight};
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgCanvas};
    -webkit-font-smoothing: antialiased;
    font-feature-settings: 'cv11', 'ss01';
  }
  h1, h2, h3, h4, h5, h6, p { margin: 0; }
  a { color: ${({ theme }) => theme.color.textLink}; }
  :focus:not(:focus-visible) { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
