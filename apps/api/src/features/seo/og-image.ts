import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { API_ROOT } from "../../platform/paths.js";
import { escapeHtml } from "./html.js";

const FONTS = ["NotoSans_700Bold.ttf", "NotoSans_500Medium.ttf"].map((f) =>
  path.join(API_ROOT, "assets/fonts", f),
);
const RESVG_OPTIONS = { font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: "Noto Sans" } };

/** Words into lines of at most `max` characters (Noto Sans Bold at 64 px fits about 30 in 1,040 px). */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

/**
 * A 1200×630 share image for a course or article, drawn here from its title (no outside service): the
 * brand's green, a small kicker, the title in up to three lines, and the site's promise.
 */
export function ogImageSvg(input: { kicker: string; title: string }): string {
  const lines = wrap(input.title, 30, 3);
  const top = 330 - (lines.length - 1) * 40;
  const title = lines
    .map(
      (l, i) =>
        `<text x="80" y="${top + i * 80}" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#115e56"/>
  <circle cx="1080" cy="110" r="190" fill="#1c7a70"/>
  <circle cx="1130" cy="560" r="120" fill="#0d4c46"/>
  <rect x="80" y="80" width="8" height="52" rx="4" fill="#fbbf24"/>
  <text x="104" y="118" font-size="30" font-weight="500" fill="#d1fae5">${escapeHtml(input.kicker)}</text>
  ${title}
  <text x="80" y="560" font-size="30" font-weight="700" fill="#fbbf24">Arthshala</text>
  <text x="250" y="560" font-size="28" font-weight="500" fill="#d1fae5">Free, bite-sized financial education</text>
</svg>`;
}

/**
 * The worker's whole program, as CommonJS text: no file to find, so it runs the same from the
 * TypeScript sources (tsx, vitest) and from the bundle in dist/. resvg comes from the path the server
 * resolved for it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { Resvg } = require(workerData.resvg);
parentPort.on("message", ({ svg, options }) => {
  try {
    parentPort.postMessage({ png: new Resvg(svg, options).render().asPng() });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

/**
 * Draws share images on worker threads. resvg's render and its PNG encoding are each 30-80 ms of CPU;
 * renderAsync moves only the first off the event loop (asPng() runs where it is called), so both run in
 * a worker. One image per worker at a time: the caller bounds how many are drawn at once (routes.ts).
 */
export class OgImageDrawer {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly resvg = createRequire(import.meta.url).resolve("@resvg/resvg-js");

  async draw(input: { kicker: string; title: string }): Promise<Buffer> {
    const worker = this.idle.pop() ?? this.start();
    try {
      const png = await ask(worker, { svg: ogImageSvg(input), options: RESVG_OPTIONS });
      this.idle.push(worker);
      return png;
    } catch (err) {
      // A worker that failed or died is not reused; the next image starts a fresh one.
      this.all.delete(worker);
      void worker.terminate();
      throw err;
    }
  }

  async close(): Promise<void> {
    const workers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { resvg: this.resvg } });
    worker.unref(); // an idle drawer never keeps the process alive
    this.all.add(worker);
    return worker;
  }
}

function ask(worker: Worker, message: { svg: string; options: unknown }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const onMessage = (answer: { png?: Uint8Array; error?: string }) => {
      done();
      if (answer.png) resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      else reject(new Error(`share image not drawn: ${answer.error}`));
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`share image worker exited with ${code}`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(message);
  });
}
