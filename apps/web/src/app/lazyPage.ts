import { type ComponentType, createElement, lazy } from "react";

/**
 * Every lazy component's loader, and the component once loaded, by name: the server reports which ones
 * it drew, the browser loads them. Shared by name, as two modules may lazily import one component.
 */
const loaders = new Map<string, () => Promise<unknown>>();
const loadedByName = new Map<string, ComponentType<never>>();
/** The lazy components drawn since the last takeDrawn() (the server's render, one at a time). */
const drawn = new Set<string>();
/** Set when a lazy component had to wait for its chunk while drawing. */
let waited = false;

/**
 * React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit. Once
 * loaded (or preloaded), it renders at once, with no Suspense round: a page drawn on the server and
 * taken over in the browser then renders in the same order on both sides, so useId's ids agree.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const preload = async (): Promise<ComponentType<Props>> => {
    const known = loadedByName.get(name) as ComponentType<Props> | undefined;
    if (known) return known;
    const loaded = (await load())[name];
    loadedByName.set(name, loaded as ComponentType<never>);
    return loaded;
  };
  if (!loaders.has(name)) loaders.set(name, preload);
  const Waiting = lazy(async () => ({ default: await preload() }));
  function LazyPage(props: Props) {
    drawn.add(name);
    const loaded = loadedByName.get(name) as ComponentType<Props> | undefined;
    if (loaded) return createElement(loaded, props);
    waited = true;
    return createElement(Waiting, props);
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

/**
 * Loads these lazy components' chunks (names the server reported). A lazy component declared inside a
 * lazy chunk (the article reader, in the articles page's) is known once that chunk has loaded, so each
 * round loads the names known so far and the next those it made known; names never known are skipped.
 * Missing one, the takeover drew it later, on its own, instead of taking over what the server drew.
 */
export async function preloadLazy(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const known = [...pending].filter((name) => loaders.has(name));
    if (known.length === 0) return;
    for (const name of known) pending.delete(name);
    await Promise.all(known.map((name) => loaders.get(name)?.()));
  }
}

/** The lazy components drawn, and whether any had to wait, since the last call; then starts over. */
export function takeDrawn(): { names: string[]; waited: boolean } {
  const result = { names: [...drawn], waited };
  drawn.clear();
  waited = false;
  return result;
}
