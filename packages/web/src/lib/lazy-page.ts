import { createElement, lazy, type ComponentType } from 'react';

/** A module loader that starts its import once and keeps the module once it has arrived. */
export interface RememberedLoad<M> {
  (): Promise<M>;
  /** The module, once its import has finished. */
  loaded: M | undefined;
}

/** Wraps an import so that whoever asks first starts it (a preload, a page) and every later caller shares it. */
export function remembered<M>(load: () => Promise<M>): RememberedLoad<M> {
  let pending: Promise<M> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        remember.loaded = module;
        return module;
      },
      (error: unknown) => {
        // A later call tries again (a chunk may fail to load once, on a flaky connection).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const remember: RememberedLoad<M> = Object.assign(start, { loaded: undefined as M | undefined });
  return remember;
}

/**
 * React.lazy for a module that names its export, so each page keeps a named export. When the loader is
 * remembered and its module has already arrived (a preload started it), the component renders at once:
 * suspending on an import that has finished still holds the content back, as React reveals suspended
 * content in batches, up to 300 ms after its fallback showed.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: (() => Promise<Record<K, ComponentType<P>>>) | RememberedLoad<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  const Lazy: ComponentType<P> = lazy(async (): Promise<{ default: ComponentType<P> }> => ({
    default: (await load())[name],
  }));
  function Page(props: P) {
    const loaded = 'loaded' in load ? load.loaded?.[name] : undefined;
    return createElement(loaded ?? Lazy, props);
  }
  Page.displayName = `Lazy(${name})`;
  return Page;
}
