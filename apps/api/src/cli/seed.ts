/** `npm run seed`: loads content/ into the configured database; a second run changes nothing. */
import { loadConfig } from "../platform/config.js";
import { type Database, databaseTargetFromConfig, openDatabase } from "../platform/db/client.js";
import { DataDirLockedError } from "../platform/db/lock.js";
import { seedContent } from "../platform/db/seed.js";

const config = loadConfig();
let database: Database;
try {
  database = await openDatabase(databaseTargetFromConfig(config));
} catch (err) {
  // The server (or another command) holds the embedded database: say so instead of a stack trace.
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  const summary = await seedContent(database.db);
  console.warn(
    `Seed done: ${summary.coursesAdded} course(s) added, ${summary.coursesPresent} already present, ${summary.articlesAdded} article(s) added (${database.kind}).`,
  );
} finally {
  await database.close();
}
