import { describe, expect, it } from "vitest";
import { lazyPage, preloadLazy } from "./lazyPage";

const Component = () => null;

describe("preloadLazy", () => {
  it("loads the lazy components a loaded chunk declares, as the articles page declares the reader", async () => {
    const loaded: string[] = [];
    // The outer chunk declares the inner lazy component only when it is evaluated, as a page's module does.
    lazyPage(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1)); // the chunk's fetch
      loaded.push("OuterPage");
      lazyPage(async () => {
        loaded.push("InnerReader");
        return { InnerReader: Component };
      }, "InnerReader");
      return { OuterPage: Component };
    }, "OuterPage");

    await preloadLazy(["OuterPage", "InnerReader", "NeverDeclared"]);
    expect(loaded).toEqual(["OuterPage", "InnerReader"]);

    // Loaded once: a second takeover's preload fetches nothing again.
    await preloadLazy(["OuterPage", "InnerReader"]);
    expect(loaded).toEqual(["OuterPage", "InnerReader"]);
  });
});
