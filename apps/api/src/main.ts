import { buildApp, loggerOptions } from "./app.js";
import { ConfigError, loadConfig } from "./platform/config.js";
import { type Database, databaseTargetFromConfig } from "./platform/db/client.js";
import { DataDirLockedError } from "./platform/db/lock.js";
import { seedContent } from "./platform/db/seed.js";
import { openWhenReachable } from "./platform/db/wait-for-database.js";
import { publicOrigin } from "./platform/http/origin.js";
import { startWaitingServer } from "./platform/http/starting-server.js";
import { listenText } from "./platform/logging.js";

/** After SIGTERM, requests in flight get this long; then database work still running is cut short (503). */
const DRAIN_MS = 5_000;
/** The last resort: past this the process exits 1, whatever is still running. */
const FORCED_EXIT_MS = 10_000;

/**
 * Reads config, opens the database (with PostgreSQL, waiting for it while the port answers 503), builds,
 * seeds when asked, listens, and shuts down gracefully on SIGTERM/SIGINT, also while still starting.
 */
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
  let stopAsked: string | undefined;
  let shutdown: ((signal: string) => Promise<void>) | undefined;
  const onSignal = (signal: string) => {
    if (shutdown) void shutdown(signal);
    else stopAsked ??= signal;
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  // PostgreSQL may be away when a fleet instance starts (a deploy beside a database restart): the port
  // answers 503 until it is reached. The embedded database is this process's own and opens at once.
  let waiting: Awaited<ReturnType<typeof startWaitingServer>> | undefined;
  let database: Database | undefined;
  let port = config.PORT;
  if (config.DATABASE_URL) {
    waiting = await startWaitingServer(config.HOST, config.PORT, loggerOptions(config));
    port = waiting.port;
    database = await openWhenReachable(databaseTargetFromConfig(config), waiting.log, () => !!stopAsked);
    if (!database) {
      waiting.log.info({ signal: stopAsked }, "stopped while waiting for the database");
      await waiting.close();
      process.exit(0);
    }
  }
  const app = await buildApp(config, database ? { database, ownDatabase: true } : {});
  if (config.seedOnStart) {
    const summary = await seedContent(app.db, app.log);
    app.log.info(summary, "seed content checked");
  }

  let closing = false;
  shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const stopping = performance.now();
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took over 10 s; exiting");
      process.exit(1);
    }, FORCED_EXIT_MS);
    force.unref();
    // A request waiting on a database whose path froze would wait out its query timeout (longer than
    // the forced exit): past the drain time its statement fails instead and it answers 503.
    let interrupted = false;
    const cut = setTimeout(() => {
      interrupted = true;
      app.log.warn(`requests still running after ${DRAIN_MS / 1000} s; interrupting their database work`);
      app.database.interrupt();
    }, DRAIN_MS);
    cut.unref();
    await waiting?.close();
    await app.close(); // stops accepting, waits for in-flight requests, closes the database
    clearTimeout(cut);
    app.log.info({ ms: Math.round(performance.now() - stopping), interrupted }, "shut down cleanly");
    process.exit(0);
  };
  if (stopAsked) return shutdown(stopAsked);

  // The waiting server hands the port over: closed, then taken by the app at once (PORT=0 keeps its port).
  await waiting?.close();
  waiting = undefined;
  await app.listen({ host: config.HOST, port, listenTextResolver: listenText });
  const ms = Math.round(performance.now() - started);
  // One address: the one mailed links use (cookies are per host name; see http/canonical-host.ts).
  const bound = app.server.address();
  const origin =
    config.PUBLIC_URL || typeof bound !== "object" || !bound
      ? publicOrigin(config)
      : `http://localhost:${bound.port}`; // the port PORT=0 picked
  app.log.info(
    {
      ms,
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
      database: app.database.kind,
      mail: app.mailer.kind,
    },
    `Arthshala is ready at ${origin}`,
  );
}

main().catch((err) => {
  // Another process holds the embedded database: the message says what to do; a stack trace would not.
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
