import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// Where the dev server sends /api, /uploads and /content: the API that `npm run dev` started (it passes
// API_ORIGIN from PORT), or :3000. No changeOrigin: the API compares Origin with Host for CSRF, so the
// browser's Host must reach it unchanged.
const apiOrigin = process.env.API_ORIGIN || "http://127.0.0.1:3000";
const apiProxy = {
  "/api": { target: apiOrigin },
  "/uploads": { target: apiOrigin },
  "/content": { target: apiOrigin },
};
// WEB_PORT, and no other: the API's PUBLIC_URL names this port in mailed links, so if it is taken Vite
// stops with a message instead of quietly moving to the next one.
const webPort = (fallback: number) => ({ port: Number(process.env.WEB_PORT) || fallback, strictPort: true });

/**
 * The installable app: its manifest, and the service worker built from src/sw.ts with the list of files
 * to precache injected. The app registers it itself (features/offline/registerServiceWorker): the CSP
 * allows no inline script, and a new version waits until the learner chooses to reload.
 */
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  injectRegister: false,
  registerType: "prompt",
  manifest: {
    id: "/",
    name: "Arthshala",
    short_name: "Arthshala",
    description:
      "Free, bite-sized financial education for young people in India: short courses, rewards, an expense tracker and bank-scheme guides.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#115e56",
    background_color: "#ffffff",
    categories: ["education", "finance"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  injectManifest: {
    // One classic script: no module service workers needed.
    rollupFormat: "iife",
    globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
    // Not worth every learner's data on first visit: admin pages. They are cached when first opened
    // (src/sw.ts, cache-first for /assets/).
    globIgnores: [
      "**/assets/Admin*",
      "**/assets/admin-*",
      "**/assets/Add*Page-*",
      "**/assets/Edit*Page-*",
      "**/assets/OutboxPage-*",
      "**/assets/NewslettersPage-*",
      "**/assets/card-form-*",
    ],
  },
});

/**
 * The server's render of the pages (src/entry-server.tsx → dist-ssr/, loaded by the API): one file for
 * Node with every dependency bundled, so the server runs exactly the React the browser does.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist-ssr",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Imported images keep the browser build's names; the files themselves are served from dist/.
    ssrEmitAssets: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));

/**
 * The chunks the entry imports, directly or through each other: loaded before any lazy import can run,
 * so a lazy chunk's preload list need not name them. Vite's helper puts a <link rel=modulepreload> in the
 * head for every name on the list, and checks the links already there for each, on the main thread:
 * traces put a fifth of the start-up task in it (issue 26), a third of the names being these.
 */
const entryChunks = new Set<string>();
const noteEntryChunks: Plugin = {
  name: "arthshala:note-entry-chunks",
  apply: "build",
  generateBundle: {
    // Before Vite's own import analysis writes the preload lists (resolveDependencies below).
    order: "pre",
    handler(_options, bundle) {
      entryChunks.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== "chunk" || entryChunks.has(fileName)) return;
        entryChunks.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), pwa, noteEntryChunks],
  server: { ...webPort(5173), proxy: apiProxy },
  preview: { ...webPort(4173), proxy: apiProxy },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // No preload links in the page's head: on slow 4G they take the bandwidth the page's own HTML and
    // CSS need for the first paint (Lighthouse FCP 2.0 s with them, 1.2 s without, on /courses). The
    // server-drawn page is readable meanwhile; lazy chunks still preload their own imports. (Turning
    // that off too, so that Vite's helper appends no <link rel=modulepreload>, was measured worse:
    // /courses 82-87 against 91-95 with them, the chunks then arriving one round trip after another.)
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? [] : deps.filter((dep) => !entryChunks.has(dep)),
    },
    // Emit every asset as a hashed file: a strict CSP need not allow data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // A lazy import that a static import makes ineffective silently puts the lazy code back in the
      // first screen's chunk (the tracker's charts once did): stop the build instead.
      onwarn(warning, warn) {
        if (warning.code === "INEFFECTIVE_DYNAMIC_IMPORT") throw new Error(warning.message);
        warn(warning);
      },
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
