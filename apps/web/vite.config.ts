import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// No changeOrigin: the API compares Origin with Host for CSRF, so the browser's Host must reach it unchanged.
const apiProxy = {
  "/api": { target: "http://127.0.0.1:3000" },
  "/uploads": { target: "http://127.0.0.1:3000" },
  "/content": { target: "http://127.0.0.1:3000" },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Emit every asset as a hashed file: a strict CSP need not allow data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the files it names: their dependencies (zod, Markdown) keep their own chunks.
          includeDependenciesRecursively: false,
          groups: [
            // The admin feature's files that two or more admin pages share go in one chunk: fewer files for
            // an admin to fetch, and a shorter preload map in the first screen's entry.
            { name: "admin", test: /[\\/]src[\\/]features[\\/]admin[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
