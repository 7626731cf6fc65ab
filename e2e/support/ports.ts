import { execFileSync } from "node:child_process";

/**
 * Free TCP ports for the e2e servers, the same in the Playwright runner and in every worker.
 *
 * Playwright loads the config in the runner and again in each worker (the specs import from it), so
 * the runner picks the ports once and hands them down through the environment, which workers
 * inherit. Fixed ports made two runs on one machine (two clones, two CI jobs) collide.
 */
export function e2ePorts(count: number): number[] {
  const key = "ARTHSHALA_E2E_PORTS";
  if (!process.env[key]) {
    // Config loading is synchronous, so ask a short-lived node for ports the kernel hands out for port 0.
    const script = `
      const net = require("node:net");
      const servers = Array.from({ length: ${count} }, () => net.createServer());
      Promise.all(servers.map((s) => new Promise((r) => s.listen(0, "127.0.0.1", r)))).then(() => {
        process.stdout.write(servers.map((s) => s.address().port).join(","));
        for (const s of servers) s.close();
      });`;
    process.env[key] = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" });
  }
  return process.env[key].split(",").map(Number);
}
