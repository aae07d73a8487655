import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { DocumentTitleSuffix } from '@/design-system/PageHeader';
import { pickLanguage } from '@/i18n/index.ts';
import { useLoggedInTracking } from '@/platform/logged-in.ts';
import { PlatformServices } from '@/platform/PlatformServices.tsx';
import { useVersionCheck } from '@/platform/version-check.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** `https://…`, `mailto:…`: a link out of the app, which the router must leave alone. */
export const isAbsoluteUrl = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** The API's own addresses (a file to download, say): served by the server, never a page of the app. */
const isApiPath = (href: string) => /^\/api(\/|$)/.test(href);

/** The router's href for app paths; absolute URLs as they are (the router would make them relative). */
function useAppHref(href: string): string {
  const resolved = useHref(isAbsoluteUrl(href) ? '/' : href);

  return isAbsoluteUrl(href) ? href : resolved;
}

/**
 * Inside the router: design-system links navigate client-side (React Aria's router bridge), the logged-in
 * flag follows the user, the interface speaks the user's language, every tab's title ends with the product's
 * name, on staging a newer build is picked up on the next route change, and the configured platform services
 * run.
 */
export function Root() {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const { i18n, t } = useTranslation();
  useLoggedInTracking(user, isLoading);
  useVersionCheck();

  const language = pickLanguage(user?.settings.platform_language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return (
    <AriaRouterProvider
      navigate={(to, options) =>
        isAbsoluteUrl(to) || isApiPath(to) ? window.location.assign(to) : void navigate(to, options)
      }
      useHref={useAppHref}
    >
      <DocumentTitleSuffix value={t('product.name')}>
        <Outlet />
      </DocumentTitleSuffix>
      <PlatformServices user={isLoading ? null : user} />
    </AriaRouterProvider>
  );
}
