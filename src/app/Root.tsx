import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useCurrentUser } from '@/api/user.ts';
import { pickLanguage } from '@/i18n/index.ts';
import { useLoggedInTracking } from '@/platform/logged-in.ts';
import { PlatformServices } from '@/platform/PlatformServices.tsx';
import { useVersionCheck } from '@/platform/version-check.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Inside the router: design-system links navigate client-side (React Aria's router bridge), the logged-in
 * flag follows the user, the interface speaks the user's language, on staging a newer build is picked up
 * on the next route change, and the configured platform services run.
 */
export function Root() {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const { i18n } = useTranslation();
  useLoggedInTracking(user, isLoading);
  useVersionCheck();

  const language = pickLanguage(user?.settings.platform_language);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <PlatformServices user={isLoading ? null : user} />
    </AriaRouterProvider>
  );
}
