import { type ComponentType, lazy } from "react";

/** React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit. */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
