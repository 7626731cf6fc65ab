import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy* waits 1 s by default; on a loaded 2-core CI machine a lazy page can take longer to appear.
configure({ asyncUtilTimeout: 4000 });

// happy-dom leaves <select>.size undefined (browsers give 0), so react-hook-form takes every select for
// one the user already changed and keeps its first option instead of the form's default value.
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
