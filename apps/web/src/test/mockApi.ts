import { vi } from "vitest";
import { PATIENCE_MS } from "./patience";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

// A promise lets a test hold an answer back (to see a loading state) and release it when it likes.
type Handler = (call: RecordedCall) => Response | Promise<Response>;

/**
 * An answer a test holds back (to see a loading state) and gives when it likes: `handler` is the stub's,
 * or is called from one. `give` first waits until the call has been made: a loading state is on screen
 * before its query's fetch starts (in an effect after the render, or once the session has answered), and
 * an answer given before its call was lost, the page waiting for ever (a CI run met that on the tracker).
 */
export function heldAnswer(): {
  handler: () => Promise<Response>;
  give: (response: Response) => Promise<void>;
} {
  let answer: ((response: Response) => void) | undefined;
  return {
    handler: () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    async give(response) {
      await vi.waitFor(
        () => {
          if (!answer) throw new Error("the held call has not been made");
        },
        { timeout: PATIENCE_MS },
      );
      answer!(response);
    },
  };
}

/** Calls signed-in pages make (the header bell's probe, home's schemes): nothing unless a test says so. */
const defaults: Record<string, Handler> = {
  "POST /api/home/hasunseen": () => jsonResponse(false),
  // Home's scheme panel asks on every /home: none until a test gives some.
  "POST /api/home/recommendations": () => jsonResponse({ recommendations: [] }),
  // Home's Review tile asks on every /home: nothing due until a test says otherwise.
  "GET /api/review/deck": () =>
    jsonResponse({ cards: [], due_count: 0, reviewed_today: 0, paid_today: 0, daily_cap: 5 }),
  // /account's Streak reminders section: all off until a test says otherwise.
  "GET /api/reminders": () =>
    jsonResponse({ email: false, push: false, hour: 19, email_verified: true, devices: [] }),
};

/**
 * Stubs fetch with handlers keyed "METHOD /path" (query string included when the key has one).
 * Unknown calls answer 404 so a missing stub shows up as a failing assertion, not a hang.
 */
export function mockApi(stubs: Record<string, Handler>) {
  const handlers = { ...defaults, ...stubs };
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const handler =
      handlers[`${method} ${url.pathname}${url.search}`] ??
      handlers[`${method} ${url.pathname}`] ??
      (call.path === "/api/auth/session" ? sessionFromMe(handlers["GET /api/auth/me"]) : undefined);
    return handler ? handler(call) : jsonResponse({ error: "not_found", message: "Not stubbed" }, 404);
  });
  return calls;
}

/**
 * Tests say who is signed in with a "GET /api/auth/me" stub (the profile, or 401 for a visitor); the
 * app asks GET /api/auth/session, which answers 200 with { user } either way, as the server does.
 */
function sessionFromMe(me: Handler | undefined): Handler | undefined {
  if (!me) return undefined;
  return async (call) => {
    const response = await me({ ...call, path: "/api/auth/me" });
    if (response.status === 401) return jsonResponse({ user: null });
    if (!response.ok) return response;
    return jsonResponse({ user: await response.json() });
  };
}

export const signedOut = () => jsonResponse({ error: "unauthorized", message: "Please sign in." }, 401);

export const learner = {
  email: "asha@example.com",
  name: "Asha",
  picture: null,
  sub: "user-1",
  roles: ["Learner"],
  email_verified: true,
};

export const admin = {
  ...learner,
  email: "admin@example.com",
  name: "Ravi",
  sub: "user-2",
  roles: ["Admin"],
};
