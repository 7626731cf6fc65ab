/** `npm run seed`: loads content/ into the configured database; a second run changes nothing. */
import { loadConfig } from "../platform/config.js";
import { databaseTargetFromConfig, openDatabase } from "../platform/db/client.js";
import { seedContent } from "../platform/db/seed.js";

const config = loadConfig();
const database = await openDatabase(databaseTargetFromConfig(config));
try {
  const summary = await seedContent(database.db);
  console.warn(
    `Seed done: ${summary.coursesAdded} course(s) added, ${summary.coursesPresent} already present, ${summary.articlesAdded} article(s) added (${database.kind}).`,
  );
} finally {
  await database.close();
}
