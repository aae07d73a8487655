import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import CrashScreen from '@/screens/errors/CrashScreen.tsx';
import NotFoundScreen from '@/screens/errors/NotFoundScreen.tsx';
import { FullPageLoading, GuestOnly } from './guards.tsx';
import { Root } from './Root.tsx';
import { LAYOUTS, ROUTES, type RouteAccess } from './routes.ts';

function routesFor(access: RouteAccess): RouteObject[] {
  return ROUTES.filter((route) => route.access === access && route.load).map((route) => ({
    path: route.path,
    lazy: async () => {
      const screen = await route.load!();
      // The page opened on this screen (on a later navigation the address still shows the page before): its
      // data is asked for now, while the screen renders (ADR 0016).
      if (screen.prefetch && matchPath(route.path, window.location.pathname))
        void screen.prefetch(window.location.search);

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
