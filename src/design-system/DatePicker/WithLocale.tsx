import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** Wraps in an I18nProvider only when a locale is given, so an app-wide provider still applies. */
export function WithLocale({ locale, children }: { locale?: string; children: ReactNode }) {
  return locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children;
}
