// Browser tests drive Debian's Chromium; Playwright downloads no browser of its own here.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const p = execSync(`command -v ${name}`, { stdio: ["ignore", "pipe", "ignore"], shell: "/bin/sh" })
        .toString()
        .trim();
      if (p) return p;
    } catch {}
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!findChromium()) {
    console.error(
      "Chromium was not found, so the browser tests cannot run.\n" +
        "Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or point CHROME_PATH at a Chromium or Chrome binary.",
    );
    process.exit(1);
  }
}
