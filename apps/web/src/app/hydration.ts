import { Component, createElement, type ReactNode, Suspense, useEffect, useState } from "react";
import * as ReactDom from "react-dom";
import { nextTask } from "../lib/nextTask";

/**
 * Whether the app is taking over a page the server drew (main.tsx hydrates synchronously inside
 * whileHydrating, and a TakeOverLater region sets it again while it takes over its part). A component
 * that draws differently in the browser (a portal, say) asks this in its first render, to draw where
 * the server did.
 */
let hydrating = false;
/** Whether this takeover is a hydrate, whose TakeOverLater regions may wait for later tasks. */
let inParts = false;

export const isHydrating = (): boolean => hydrating;

/**
 * Whether this takeover is, right now, a hydrate (the page drawn in this language): Preact then keeps
 * the drawn nodes and writes no attribute, so a part may be kept exactly as drawn (Markdown). A
 * takeover in another language is a render, which rewrites what differs.
 */
export const isHydratingAsDrawn = (): boolean => hydrating && inParts;

export function whileHydrating(hydrate: () => void, parts = false): void {
  hydrating = true;
  inParts = parts;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (!parts) return;
  // Regions inside a region wait too, when their turn comes.
  void tookOverAll().then(() => {
    inParts = false;
  });
}

/** The regions waiting for their turn. */
const waiting = new Set<Turn>();

/** A region's first drawn node: preact/compat's findDOMNode (React 19 has none; the unit tests). */
function rootOf(region: Turn): Element | null {
  const find = (ReactDom as { findDOMNode?: (component: unknown) => unknown }).findDOMNode;
  const node = find?.(region);
  return node instanceof Element ? node : null;
}

/**
 * Releases the controls the server held until the app runs them (buttons disabled, fields read-only:
 * holdForms in features/seo/app-render.ts), in `scope` but not in a region still waiting for its turn:
 * a form there has no handler yet, and sent now it would go as a plain GET. Called as each part is
 * taken over, before any of its effects could disable a control itself.
 */
export function releaseHeld(scope: ParentNode): void {
  const notYet = [...waiting].map(rootOf).filter((node) => node !== null);
  for (const held of scope.querySelectorAll("[data-until-app]")) {
    if (notYet.some((node) => node.contains(held))) continue;
    held.removeAttribute("disabled");
    held.removeAttribute("readonly");
    held.removeAttribute("data-until-app");
  }
}

/** After the next frame, when Preact has run the effects of what it just drew (key listeners...). */
export function afterEffects(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** Each waiting region's turn: one region per task, in the page's order, after the first render's task. */
let turns: Promise<void> = Promise.resolve();
const nextTurn = (): Promise<void> => {
  turns = turns.then(nextTask);
  return turns;
};

/** Settles once every region has taken over, those found inside regions included. */
export async function tookOverAll(): Promise<void> {
  let last: Promise<void>;
  do {
    last = turns;
    await last;
    await nextTask(); // the region's render runs in the turn's microtasks
  } while (last !== turns);
}

/**
 * Waits for its turn the first time it renders in a takeover that goes in parts; on its turn it takes
 * over its drawn nodes, counting as part of the takeover (isHydrating, useTakenOver) while it does.
 * Suspending during a hydrate keeps the server's nodes on screen (preact/compat's Suspense), so nothing
 * blanks or moves meanwhile; it is a class so that it is the same instance when its turn comes.
 */
class Turn extends Component<{ name: string; children?: ReactNode }> {
  private phase: "first" | "waiting" | "taking-over" | "done" = "first";
  private turn: Promise<void> | null = null;
  /** Its useId count (scopeIds). */
  ids: [string, number] | undefined;
  override render() {
    scopeIds(this, this.props.name);
    if (this.phase === "first") {
      if (hydrating && inParts) {
        this.phase = "waiting";
        waiting.add(this);
        this.turn = nextTurn().then(() => {
          this.phase = "taking-over";
        });
      } else this.phase = "done";
    }
    if (this.phase === "waiting") throw this.turn;
    if (this.phase === "taking-over") hydrating = true; // until its subtree is drawn: tookOver()
    return this.props.children;
  }
  override componentDidMount() {
    this.tookOver();
  }
  override componentDidUpdate() {
    this.tookOver();
  }
  private tookOver() {
    if (this.phase !== "taking-over") return;
    hydrating = false;
    this.phase = "done";
    waiting.delete(this);
    const root = rootOf(this);
    if (root) afterEffects(() => releaseHeld(root));
    else if (import.meta.env.DEV) console.error(`TakeOverLater "${this.props.name}" drew no element`);
  }
}

/**
 * The ids useId gives inside a region are the region's own ("P{name}-0", "P{name}-1"...), on the server
 * and in the browser alike: a region takes over later than the server drew it, and drawing from the
 * page's one count it would get other ids than the server's, which a hydrate keeps (a tab's panel would
 * lose its name). Preact's useId counts on the nearest vnode that has a count (`_mask`, built as `__m`);
 * the vnode of a component is `_vnode` (`__v`). Both are Preact 11's internals, checked by
 * hydration.preact.test.tsx; under React (the unit tests) there is no such vnode and this does nothing.
 */
function scopeIds(component: Turn, name: string): void {
  const vnode = (component as unknown as { __v?: { __m?: [string, number] } }).__v;
  // One count per region for its life: each render of the region has a new vnode, and a count begun
  // again would give a component drawn later (a dialog opened) an id already on the page.
  component.ids ??= [name, 0];
  if (vnode) vnode.__m = component.ids;
}

/**
 * A region of a server-drawn page the app takes over in a task of its own, after the first screen's:
 * on a phone, the takeover of a whole page was one task of 0.3 to 0.6 s, during which a tap waited
 * (Lighthouse's total blocking time). Its nodes stay as drawn, readable and with working links, until
 * then. Everywhere else (a page the app draws itself, the server's render) it is just its children.
 * Its children must always draw one root element: while it waits, the first drawn node at its place is
 * kept as its own (were it to draw nothing, that would be the next region's). Its name (unique on the
 * page) scopes the ids drawn inside it.
 */
export function TakeOverLater({ name, children }: { name: string; children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Turn, { name }, children));
}

/**
 * False while the server draws and during the takeover's first render, then true; always true in an
 * app that drew from scratch. What only the browser knows (storage, this device's progress) is shown
 * once it is true: the takeover must render what the server drew, or it leaves attributes stale.
 * It turns true once `needed` is (by default at once).
 */
export function useTakenOver(needed = true): boolean {
  const [taken, setTaken] = useState(() => !(import.meta.env.SSR || hydrating));
  // `needed` false: this device has nothing to add yet, so the component is not drawn again for
  // nothing (on a phone, drawing a roadmap again was one more long task right after the takeover).
  useEffect(() => {
    if (!taken && needed) setTaken(true);
  }, [taken, needed]);
  return taken;
}
