import { apiErrorSchema } from "@arthshala/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/errors.js";
import { localizeMessage } from "../i18n/localize.js";
import { httpMessages } from "./messages.js";

/** A failure the client caused or may see: its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly error = STATUS_NAMES[statusCode] ?? "Error",
    /** The body path of the input at fault, when there is one (see apiErrorSchema). */
    readonly field?: string,
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export const badRequest = (message: string) => new AppError(400, message);
/** A 400 about one input: "field: message", with the field named for the form to place it. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, `${field}: ${message}`, "Bad Request", field);
export const unauthorized = (message: string = httpMessages.signIn) => new AppError(401, message);
export const forbidden = (message: string = httpMessages.forbidden) => new AppError(403, message);
export const notFound = (message: string = httpMessages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * One JSON error shape `{error, message}` for every failure; no stack trace ever reaches a client.
 * Messages are written in English and said here in the client's language (request.locale), because the
 * web shows them as they come; `error` codes and `field` names stay as they are.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const say = (message: string) => localizeMessage(message, request.locale);
    if (leavesBodyOnSocket(request)) reply.header("connection", "close");
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .send({ error: err.error, message: say(err.message), ...(err.field ? { field: err.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : "";
      const field = where
        ? `${err.validationContext ?? "body"}.${where}`
        : (err.validationContext ?? "request");
      // Our schemas' own messages are translated after the field; zod's generic English ones stay (bad clients only).
      const message = say(first ? `${field}: ${first.message}` : httpMessages.invalidRequest);
      // Body inputs are named for forms to place the message; params and query are the app's own doing.
      const isBody = (err.validationContext ?? "body") === "body";
      return reply
        .code(400)
        .send({ error: "Bad Request", message, ...(where && isBody ? { field: where } : {}) });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, "response did not match its schema");
      return reply.code(500).send({ error: "Internal Server Error", message: say(httpMessages.serverError) });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) carry safe messages.
      return reply
        .code(status)
        .send({ error: STATUS_NAMES[status] ?? "Bad Request", message: say(clientMessage(err, status)) });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: not a bug, and the same request will work shortly.
      request.log.warn({ err }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ ...SERVICE_UNAVAILABLE, message: say(SERVICE_UNAVAILABLE.message) });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Internal Server Error", message: say(httpMessages.serverError) });
  });
}

const SERVICE_UNAVAILABLE = {
  error: "Service Unavailable",
  message: httpMessages.unavailable,
};

/**
 * Refused before the body was all read (an upload over its limit, a file in the wrong field, a 401 on
 * an upload): the multipart reader stopped mid-stream and nothing else drains the rest, so a kept-alive
 * connection would stall the client's next request behind it. Closing is cheaper than reading up to
 * 100 MB nobody wants. A small unread body Node discards by itself, so that connection stays open.
 */
function leavesBodyOnSocket(request: FastifyRequest): boolean {
  if (request.raw.complete !== false) return false;
  const length = Number(request.headers["content-length"]);
  return request.isMultipart() || !(length <= 64 * 1024);
}

function clientMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return httpMessages.invalidJson;
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
      return httpMessages.tooLarge;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return httpMessages.mediaType;
    default:
      return status === 429 ? httpMessages.tooManyRequests : err.message;
  }
}

/**
 * The error answers a route schema lists, each with the one error body (contracts/errors.ts), so a route
 * file names its codes instead of copying the object: `response: { 200: x, ...errorResponses(400, 404) }`.
 */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof apiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as Record<
    Code,
    typeof apiErrorSchema
  >;
}
