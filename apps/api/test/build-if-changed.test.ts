import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginBuild, buildState, endBuild, OUTPUTS } from "../../../scripts/build-if-changed.mjs";

// `npm start` builds only when the last finished build is not of the current sources (scripts/build-if-changed.mjs).
let root: string;
const put = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
};
/** What `npm run build` does around the build itself: prebuild, the build, and postbuild if it succeeded. */
const build = async ({ fails = false } = {}) => {
  await beginBuild(root);
  for (const out of OUTPUTS) await put(out, `built ${Date.now()}`);
  if (!fails) await endBuild(root);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "arthshala-build-"));
  await put("package.json", "{}");
  await put("package-lock.json", "{}");
  await put("apps/web/src/main.tsx", "render()");
  await put("apps/web/vite.config.ts", "export default {}");
  await put("apps/api/src/main.ts", "listen()");
  await put("apps/api/drizzle/0000_init.sql", "create table t ()");
  await put("packages/contracts/src/rules.ts", "export const x = 1");
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("building only when the sources changed", () => {
  it("builds a fresh clone, then skips while nothing changed", async () => {
    expect(await buildState(root)).toEqual({ due: true, reason: "no finished build recorded" });
    await build();
    expect(await buildState(root)).toMatchObject({ due: false });
  });

  it("builds after any change to a source, a config file, a migration or the dependencies", async () => {
    for (const [file, text] of [
      ["apps/web/src/main.tsx", "render(<App />)"],
      ["apps/web/vite.config.ts", "export default { build: {} }"],
      ["apps/api/drizzle/0001_next.sql", "alter table t add c int"],
      ["packages/contracts/src/rules.ts", "export const x = 2"],
      ["package-lock.json", '{"lockfileVersion":3}'],
      ["apps/web/.env", "VITE_FLAG=1"],
    ] as const) {
      await build();
      await put(file, text);
      const state = await buildState(root);
      expect(state, file).toMatchObject({ due: true });
      expect(state.due && state.reason).toContain(file);
    }
    await build();
    await rm(path.join(root, "apps/api/src/main.ts"));
    expect(await buildState(root)).toMatchObject({ due: true, reason: expect.stringContaining("(removed)") });
  });

  it("compares content, not times, and ignores tests and outputs", async () => {
    await build();
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, "apps/web/src/main.tsx"), later, later); // a checkout that rewrote it as it was
    await put("apps/web/src/main.test.tsx", "it()");
    await put("apps/web/dist/assets/extra.js", "x");
    await put("apps/web/node_modules/.vite/deps.json", "{}");
    expect(await buildState(root)).toMatchObject({ due: false });
  });

  it("builds again after a failed or interrupted build, or when an output is gone", async () => {
    await build();
    await put("apps/web/src/main.tsx", "broken(");
    await build({ fails: true });
    expect(await buildState(root)).toEqual({ due: true, reason: "no finished build recorded" });
    await put("apps/web/src/main.tsx", "render()"); // even back to the sources of the last good build
    expect(await buildState(root)).toMatchObject({ due: true });

    await build();
    await rm(path.join(root, "apps/api/dist/main.js"));
    expect(await buildState(root)).toEqual({ due: true, reason: "apps/api/dist/main.js is missing" });
  });

  it("counts a change made while the build ran against that build", async () => {
    await beginBuild(root);
    await put("apps/api/src/main.ts", "listen(port)"); // edited after the build read its sources
    for (const out of OUTPUTS) await put(out, "built");
    await endBuild(root);
    expect(await buildState(root)).toMatchObject({
      due: true,
      reason: expect.stringContaining("apps/api/src/main.ts"),
    });
  });
});
