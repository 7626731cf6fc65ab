import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { DataDirLockedError } from "./platform/db/lock.js";
import { seedContent } from "./platform/db/seed.js";

/** Reads config, builds, seeds when asked, listens, and shuts down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const app = await buildApp(config);
  if (config.seedOnStart) {
    const summary = await seedContent(app.db, app.log);
    app.log.info(summary, "seed content checked");
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took over 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close(); // stops accepting, waits for in-flight requests, closes the database
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const ms = Math.round(performance.now() - started);
  app.log.info(
    {
      ms,
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
      database: app.database.kind,
      mail: app.mailer.kind,
    },
    `Arthshala is ready at ${address.replace("127.0.0.1", "localhost")}`,
  );
}

main().catch((err) => {
  // Another process holds the embedded database: the message says what to do; a stack trace would not.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
