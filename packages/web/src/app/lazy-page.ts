import { lazy, type ComponentType } from 'react';

/** React.lazy for a module that names its page export, so each page keeps a named export. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
