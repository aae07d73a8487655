import type { LinkProps as AriaLinkProps } from 'react-aria-components';

export const LINK_VARIANTS = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'href'> & {
  children: React.ReactNode;
  /** Where it goes. App paths route client-side through the app's RouterProvider. */
  href: string;
  /**
   * `inline`: inside a sentence, underlined, takes the size of the text around it. `standalone`: on its own
   * ("Forgot your password?"), medium weight, underlined on hover only. @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * With `target="_blank"`: the words screen readers hear after the link text, e.g. "(opens in a new tab)".
   * An arrow icon shows it to everyone else. @default undefined
   */
  externalLabel?: string;
  className?: string;
};
