import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/App.tsx';
import { createRoutes } from '@/app/router.tsx';

/**
 * The real app (route table, guards, layouts, screens) at one address, in memory. The story's MSW handlers
 * stand in for the server; the theme comes from Storybook's toolbar.
 */
export function AppAt({ path }: { path: string }) {
  const router = useMemo(() => createMemoryRouter(createRoutes(), { initialEntries: [path] }), [path]);

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
