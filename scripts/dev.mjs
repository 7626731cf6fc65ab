// `npm run dev`: the API with reload on :3000 and Vite's dev server (hot reload, proxying /api) on :5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@arthshala/api"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", PUBLIC_URL: "http://localhost:5173", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "@arthshala/web"], { stdio: "inherit", env: process.env }),
];
console.warn("Arthshala dev: open http://localhost:5173 (API on http://localhost:3000)");

const stop = (code = 0) => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(code);
};
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
for (const c of children) c.on("exit", (code) => stop(code ?? 0));
