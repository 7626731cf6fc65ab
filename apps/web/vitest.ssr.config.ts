import { defineConfig } from "vitest/config";
import web from "./vitest.config.ts";

// The web app's server render of whole pages (*.render.test.tsx), in a worker of its own: see
// vitest.config.ts. Everything else as the web project.
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: "web-ssr",
    include: ["src/**/*.render.test.tsx"],
    exclude: ["**/node_modules/**"],
    isolate: true,
  },
});
