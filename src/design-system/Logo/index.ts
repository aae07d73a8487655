export { Logo } from './Logo.tsx';
export { LOGO_SIZES, LOGO_VARIANTS, type LogoProps, type LogoSize, type LogoVariant } from './Logo.types.ts';
