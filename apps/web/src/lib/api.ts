/** Thin fetch wrapper for the Arthshala API: cookies always sent, JSON in and out, typed errors. */
import { translate } from "./i18n";
import { getLanguage } from "./i18n/current";
import { renderScope } from "./render-scope";

/**
 * The wrapper's own two texts, in the interface's language. The server's messages already come in it:
 * the API reads the Accept-Language sent below and answers in Hindi where it has the text.
 */
const fallbackMessage = () => translate("common:api.fallback");
const networkMessage = () => translate("common:api.network");

/** An API failure carrying the server's {error, message} (message in the client's language) so forms can show it as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** For a 400 about one input, its path in the request body ("transaction.amount"). */
  readonly field?: string;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /** The message without its "field: " prefix, for showing next to that field. */
  get fieldMessage(): string {
    const prefix = this.message.indexOf(": ");
    return this.field && prefix >= 0 ? this.message.slice(prefix + 2) : this.message;
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return fallbackMessage();
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** "omit" asks as a visitor would (no session cookie): a public answer. Default "include". */
  credentials?: RequestCredentials;
  /** Extra request headers (a redemption's Idempotency-Key). */
  headers?: Record<string, string>;
}

async function readError(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message: string = fallbackMessage();
  let field: string | undefined;
  try {
    const data: unknown = await response.json();
    if (data && typeof data === "object") {
      const {
        error,
        message: text,
        field: at,
      } = data as { error?: unknown; message?: unknown; field?: unknown };
      if (typeof error === "string") code = error;
      if (typeof text === "string" && text.length > 0) message = text;
      if (typeof at === "string" && at.length > 0) field = at;
    }
  } catch {
    // Not JSON (a proxy page, say): keep the generic message.
  }
  return new ApiError(response.status, code, message, field);
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, credentials = "include" } = options;
  // Content (courses, cards, articles, schemes) comes back in the interface's language where translated.
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    "Accept-Language": getLanguage(),
  };
  // FormData goes as multipart (the browser sets the boundary); other bodies as JSON. No body, no
  // content type: Fastify rejects an empty JSON body.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    // While the server draws a page, calls go into the API in the same process with the visitor's
    // cookie (lib/render-scope.ts); in the browser, to the network.
    const send = renderScope()?.fetch ?? fetch;
    response = await send(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network_error", networkMessage());
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
