import { lazy, type ComponentType } from 'react';

export type LazyPart<Module> = {
  /** Starts loading (once): call it on intent, when the pointer enters or focus reaches what opens the part. */
  preload: () => void;
  /** A component of the module, for `React.lazy`'s place: it suspends until the module has loaded. */
  lazy: <Props extends object>(pick: (module: Module) => ComponentType<Props>) => ComponentType<Props>;
  /** The module once it has loaded (synchronously), else null. */
  readonly loaded: Module | null;
};

/**
 * Code that only an interaction needs, such as an overlay's content (a popover, a menu's list): it stays out of
 * a page's first view and loads when the overlay first opens, or earlier on intent (ADR 0015). Pieces rendered
 * inside a loaded part read it synchronously (`loaded`). A failed load (offline) is tried again next time.
 */
export function lazyPart<Module>(load: () => Promise<Module>): LazyPart<Module> {
  let loaded: Module | null = null;
  let pending: Promise<Module> | null = null;

  const start = (): Promise<Module> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  return {
    preload: () => void start().catch(() => undefined),
    lazy: (pick) => lazy(async () => ({ default: pick(await start()) })),
    get loaded() {
      return loaded;
    },
  };
}
