import { lazy, useState, type ComponentType } from "react";

// React.lazy suspends on its first render even when its module has loaded already (it learns so
// only from a promise callback). On a first visit that suspension cost the screen ~200 ms of an
// idle main thread: the route's Suspense boundary commits its fallback, and React then reveals
// the content no sooner than 300 ms after a fallback was shown (it throttles reveals so that
// nested boundaries do not flash), however early the code was in. The entry preloads the first
// screen's modules (app/router.tsx, preloadScreens) and renders once they are in, so the first
// render finds every one of them loaded and commits the screen at once.

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LoadedOrLazy<P> {
  (props: P): React.JSX.Element;
  /** Loads the module (once); the component renders it without suspending from then on. */
  load: Load<P>;
}

/** A component of a lazily loaded module, rendered directly when the module is in, through React.lazy otherwise. */
export function loadedOrLazy<P extends object>(load: Load<P>): LoadedOrLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: ReturnType<Load<P>> | undefined;
  const loadOnce: Load<P> = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  function Loaded(props: P) {
    // Chosen once per mounted instance: an instance that mounted through React.lazy keeps it (the
    // resolved lazy renders synchronously too); swapping the type would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { load: loadOnce });
}
