import '@fontsource-variable/inter';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadSession } from './app/preload-session.ts';
import { createAppRouter } from './app/router.tsx';

/** Lets the browser paint and answer input before the next step of starting up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting the app is three tasks rather than one long one, so a phone stays responsive while it starts:
// the modules run (asking at once for the user), then the router starts loading the route's screen, then
// React renders. The first render is a transition, which React renders in slices between which the browser
// can paint and handle input; the boot screen stays until it commits.
void preloadSession(window.location.pathname);
void nextTask()
  .then(() => {
    const router = createAppRouter();

    return nextTask().then(() => router);
  })
  .then((router) => {
    startTransition(() => {
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
