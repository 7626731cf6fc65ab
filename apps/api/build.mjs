// `npm run build -w @arthshala/api`: compiles the server and its CLIs to plain JavaScript in dist/, so
// production runs `node dist/main.js` in one process instead of a TypeScript loader and its esbuild
// services. Then writes the migrated PGlite template the server loads at its first start.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const apiDir = import.meta.dirname;
const dist = path.join(apiDir, "dist");
const template = path.join(dist, "pglite-template");
const stamp = `${template}.key`;

/**
 * npm packages stay imports resolved from node_modules at run time (PGlite finds its .wasm files next
 * to its own modules). Only the workspace's @arthshala/* packages, which ship TypeScript, are bundled.
 */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@arthshala/") ? undefined : { path: args.path, external: true },
    );
  },
};

// Old chunks have hashed names: clear them, but keep the template (it takes seconds to make).
await mkdir(dist, { recursive: true });
for (const f of await readdir(dist)) {
  if (!f.startsWith("pglite-template")) await rm(path.join(dist, f), { recursive: true, force: true });
}

await build({
  entryPoints: ["src/main.ts", "src/cli/seed.ts", "src/cli/admin.ts", "src/cli/pglite-template.ts"],
  absWorkingDir: apiDir,
  outdir: dist,
  outbase: "src",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: "linked",
  plugins: [externalPackages],
  logLevel: "warning",
});

/** The template is valid for one PGlite version and one set of migrations. */
async function templateKey() {
  const require = createRequire(path.join(apiDir, "package.json"));
  let pkgDir = path.dirname(require.resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(pkgDir, "package.json"))) pkgDir = path.dirname(pkgDir);
  const hash = createHash("sha256").update(await readFile(path.join(pkgDir, "package.json")));
  const migrations = path.join(apiDir, "drizzle");
  for (const f of (await readdir(migrations)).filter((n) => n.endsWith(".sql")).sort()) {
    hash.update(f).update(await readFile(path.join(migrations, f)));
  }
  return hash.digest("hex");
}

const key = await templateKey();
const current =
  existsSync(path.join(template, "PG_VERSION")) && existsSync(stamp) ? await readFile(stamp, "utf8") : "";
if (current !== key) {
  // Into an empty folder: the server's own openDatabase, so the template is exactly what it would make.
  await rm(template, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(dist, "cli/pglite-template.js"), template], { stdio: "inherit" });
  await writeFile(stamp, key);
}
