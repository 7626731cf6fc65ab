/**
 * Build step: `node dist/cli/pglite-template.js <dir>` creates a PGlite database in an empty <dir>
 * and migrates it. The server copies it on its first start (see platform/db/pglite-bootstrap.ts)
 * instead of running initdb, which costs seconds and a second PGlite instance's worth of memory.
 */
import { openDatabase } from "../platform/db/client.js";

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error("Usage: node dist/cli/pglite-template.js <dir>");
  process.exit(2);
}
const database = await openDatabase({ kind: "pglite", dataDir: dir });
await database.close();
