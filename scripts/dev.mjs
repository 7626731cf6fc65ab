// `npm run dev`: the API from its TypeScript sources with reload (PORT, default 3000) and Vite's dev server
// with hot reload (WEB_PORT, default 5173), which passes /api, /uploads and /content on to that API.
//   PORT=4000 WEB_PORT=5200 npm run dev
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const port = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    console.error(`${name}=${value} is not a port number (1-65535).`);
    process.exit(1);
  }
  return n;
};
const apiPort = port("PORT", 3000);
const webPort = port("WEB_PORT", 5173);
if (apiPort === webPort) {
  console.error(`PORT and WEB_PORT are both ${apiPort}: the API and Vite need a port each.`);
  process.exit(1);
}

// How Vite reaches the API: its listening address, or loopback when it listens on every interface.
const host = process.env.HOST || "127.0.0.1";
const apiHost = ["0.0.0.0", "::"].includes(host) ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
const apiOrigin = `http://${apiHost}:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;

/** Whether something already listens on the port (the API under tsx watch would wait there, not exit). */
const portTaken = (p, h) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (err) => resolve(err.code === "EADDRINUSE"));
    probe.listen(p, h, () => probe.close(() => resolve(false)));
  });
for (const [p, h] of [
  [apiPort, host === "0.0.0.0" || host === "::" ? undefined : host],
  [webPort, "localhost"],
]) {
  if (await portTaken(p, h)) {
    console.error(
      `Port ${p} is in use (another \`npm run dev\` or \`npm start\`?). Stop what listens there, or pick free ports: PORT=${apiPort + 1} WEB_PORT=${webPort + 1} npm run dev`,
    );
    process.exit(1);
  }
}

console.warn(`Arthshala dev: starting the API on port ${apiPort} and Vite on ${webUrl}…`);
// The tools themselves, not `npm run dev -w …` (the workspaces' dev scripts say the same): a SIGTERM to
// npm does not reach the server under it, which then outlives this script and keeps the port.
const root = path.resolve(import.meta.dirname, "..");
const windows = process.platform === "win32";
const bin = (name) => path.join(root, "node_modules/.bin", windows ? `${name}.cmd` : name);
const children = [
  spawn(bin("tsx"), ["watch", "src/main.ts"], {
    cwd: path.join(root, "apps/api"),
    stdio: "inherit",
    shell: windows,
    // Mailed links and the OIDC redirect lead to the page the developer has open: Vite's.
    env: { NODE_ENV: "development", PUBLIC_URL: webUrl, ...process.env, PORT: String(apiPort) },
  }),
  spawn(bin("vite"), [], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
    shell: windows,
    env: { ...process.env, API_ORIGIN: apiOrigin, WEB_PORT: String(webPort) },
  }),
];

let stopping = false;
/** Stops both (the other one too when one of them ends, e.g. Vite finding WEB_PORT taken) and waits. */
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((resolve) => c.once("exit", resolve)));
  for (const c of running) c.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const c of running) c.kill("SIGKILL");
  }, 10_000);
  await Promise.all(exited);
  clearTimeout(force);
  process.exit(code);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
for (const c of children) c.on("exit", (code) => void stop(code ?? 0));

// Once the API answers (the database opened and seeded), say where to go, after the servers' own lines.
const started = Date.now();
const timer = setInterval(async () => {
  const ok = await fetch(`${apiOrigin}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) {
    clearInterval(timer);
    console.warn(
      `\n✔ Arthshala dev is ready: open ${webUrl} (Vite passes /api on to the API on port ${apiPort})\n`,
    );
  } else if (Date.now() - started > 180_000) {
    clearInterval(timer);
    console.warn(
      `\n✖ The API has not answered at ${apiOrigin}/api/health for 3 minutes: see its log above.\n`,
    );
  }
}, 1000);
timer.unref();
