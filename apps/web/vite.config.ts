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
  },
});
