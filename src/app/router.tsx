import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import CrashScreen from '@/screens/errors/CrashScreen.tsx';
import NotFoundScreen from '@/screens/errors/NotFoundScreen.tsx';
import { preloadCurrentUser } from '@/api/user.ts';
import { FullPageLoading, GuestOnly } from './guards.tsx';
import { Root } from './Root.tsx';
import { hasAppAccess } from './navigation.ts';
import { LAYOUTS, ROUTES, type RouteAccess, type ScreenModule } from './routes.ts';

/**
 * When the page opens on `path`, what its screen asks for before it renders, for a user who may use the app (on
 * a later navigation the address still shows the page before, and the screen asks for itself). ADR 0016.
 */
export function prefetchOnOpen(
  path: string,
  prefetch: ScreenModule['prefetch'],
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): Promise<void> {
  if (!prefetch || !matchPath(path, location.pathname)) return Promise.resolve();
  const { search } = location;

  return preloadCurrentUser().then(
    (user) => {
      if (user && hasAppAccess(user)) prefetch(search, user);
    },
    () => undefined,
  );
}

function routesFor(access: RouteAccess): RouteObject[] {
  return ROUTES.filter((route) => route.access === access && route.load).map((route) => ({
    path: route.path,
    lazy: async () => {
      const screen = await route.load!();
      void prefetchOnOpen(route.path, screen.prefetch);

      return { Component: screen.default };
    },
  }));
}

/** The route tree: one layout per kind of access, every routed screen loaded on first visit. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <CrashScreen />,
      HydrateFallback: FullPageLoading,
      children: [
        { element: <GuestOnly />, children: routesFor('guest') },
        // The signed-in layouts (app shell, sign-up flow) load with their first screen, not with the sign-in page.
        {
          lazy: async () => ({ Component: (await LAYOUTS.signup!()).default }),
          children: routesFor('signup'),
        },
        { lazy: async () => ({ Component: (await LAYOUTS.app!()).default }), children: routesFor('app') },
        ...routesFor('public'),
        { path: '*', Component: NotFoundScreen },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
