import { PGlite } from "@electric-sql/pglite";
const t0 = performance.now();
const base = await PGlite.create();
await base.exec("create table t(x int); insert into t values (1)");
const dump = await base.dumpDataDir("none");
console.log("create+dump", Math.round(performance.now() - t0));
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const p = await PGlite.create({ loadDataDir: dump });
  await p.query("select 1");
  console.log("load", Math.round(performance.now() - t));
  const t2 = performance.now();
  const c = await p.clone();
  await c.query("select 1");
  console.log("clone", Math.round(performance.now() - t2));
}
