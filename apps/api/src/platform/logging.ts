import { createRequire } from "node:module";
import { Socket } from "node:net";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type PinoPretty from "pino-pretty";
import type { Config } from "./config.js";
import { withLoggableErrors } from "./db/loggable-error.js";

/** Where log lines go instead of stdout (tests read them to check what a log line holds). */
export interface LogStream {
  write(line: string): void;
}

/**
 * The server's log (main.ts's waiting server logs the same way): secrets redacted, and
 * - `json` (production, and whenever a stream is given): one JSON line per event, as pino writes it;
 * - `pretty` (development, or `npm start` in a terminal; see config.ts): one readable line per event.
 */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL" | "logFormat">, stream?: LogStream) {
  const out = stream ?? (config.logFormat === "pretty" ? prettyStream() : undefined);
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    // Every `{ err }` logged anywhere (requests, the mail worker) drops a query's parameters.
    formatters: { log: withLoggableErrors },
    ...(out ? { stream: out } : {}),
  };
}

/**
 * Fastify's own per-request lines: in JSON, its default ("incoming request" and "request completed", with
 * the request and response); readable, one short line per answered request, and only at debug for static
 * files, health checks and the API calls a page's server render makes in-process.
 */
export function requestLogController(
  config: Pick<Config, "logFormat">,
  stream?: LogStream,
): LogController | undefined {
  return config.logFormat === "pretty" && !stream ? new OneLineRequestLog() : undefined;
}

/** What Fastify logs when it starts listening: the socket, not a link (main.ts prints the public one). */
export const listenText = (address: string) => `listening on ${address.replace(/^\w+:\/\//, "")}`;

/** `GET /api/courses/getall 200 12 ms`: the request's outcome in one line, errors as Fastify logs them. */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  /** Its 404 line says it. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    const routine =
      isStaticFile(request, reply.statusCode) ||
      isInProcess(request) ||
      (request.url === "/api/health" && reply.statusCode < 400);
    if (routine) reply.log.debug(line);
    else reply.log.info(line);
  }
}

/** The server render's own API calls (fastify.inject), which no connection carries: part of the page's line. */
function isInProcess(request: FastifyRequest): boolean {
  return !(request.raw.socket instanceof Socket);
}

/** A script, style sheet, image or font the page asked for, served fine: noise while clicking around. */
function isStaticFile(request: FastifyRequest, status: number): boolean {
  const path = request.url.split("?")[0] ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    status < 400 &&
    !path.startsWith("/api/") &&
    /\.[a-z0-9]+$/i.test(path)
  );
}

let warnedNoPretty = false;

/**
 * pino-pretty, loaded only when wanted, formatting each JSON line synchronously (no line lost at exit)
 * and handing it to `write` (stdout).
 */
export function prettyStream(
  write: (text: string) => void = (text) => void process.stdout.write(text),
): LogStream | undefined {
  let pretty: typeof PinoPretty;
  try {
    pretty = createRequire(import.meta.url)("pino-pretty") as typeof PinoPretty;
  } catch {
    if (!warnedNoPretty) console.warn("LOG_FORMAT=pretty needs the pino-pretty package; logging JSON.");
    warnedNoPretty = true;
    return undefined;
  }
  const format = pretty.prettyFactory({
    colorize: process.stdout.isTTY === true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId",
    singleLine: true,
  });
  return { write: (line) => write(format(line)) };
}
