import { type Access, canFacilitate } from "@arthshala/contracts/roles";
import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import { forbidden, unauthorized } from "./errors.js";
import { httpMessages } from "./messages.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route; undeclared routes are refused. */
    access?: Access;
    /** Unsafe methods need a same-origin request unless a route opts out (one-click unsubscribe). */
    csrf?: boolean;
  }
  interface FastifyInstance {
    routeRecords: RouteRecord[];
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's input schemas, for the tests that send every route bad input. */
  schema: FastifySchema | undefined;
}

/** Routes that plugins register (static files, API docs) and that are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ["/api/docs", "/uploads/"];

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerAccessControl(app: FastifyInstance, opts: { allowedOrigins: string[] }): void {
  app.decorate("routeRecords", [] as RouteRecord[]);
  app.addHook("onRoute", (route) => {
    const isPluginRoute =
      PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p)) || !route.url.startsWith("/api/");
    if (isPluginRoute && !route.config?.access) {
      route.config = { ...route.config, access: "public" };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeRecords.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });

  app.addHook("onRequest", async (request) => {
    if (UNSAFE_METHODS.has(request.method) && request.routeOptions.config?.csrf !== false) {
      assertSameOrigin(request, opts.allowedOrigins);
    }
  });
}

/** Runs after the session is resolved: decides from the route's declaration who may go on. */
export async function enforceAccess(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.url) return; // not-found: the 404 handler answers
  const access = request.routeOptions.config?.access;
  if (access === "public") return;
  if (!access) throw forbidden("This route has no access declaration.");
  if (!request.user) throw unauthorized();
  if (access === "admin" && request.user.role !== "Admin") throw forbidden();
  if (access === "facilitator" && !canFacilitate(request.user.role)) throw forbidden();
}

/**
 * CSRF defence (DESIGN.md section 5). A forgery rides on the victim's cookies, and browsers send Origin
 * on unsafe requests and Sec-Fetch-Site on all. So:
 * - an Origin must be this site's, cookie or not (a foreign page cannot sign someone in either);
 * - with a Cookie header (any cookie: the browser sends what it holds) and no Origin, only
 *   Sec-Fetch-Site: same-origin will do;
 * - with neither Origin nor Cookie the caller is a script or curl, not a browser carrying someone's
 *   session: it may go on, unless Sec-Fetch-Site says a browser sent it from another site.
 */
function assertSameOrigin(request: FastifyRequest, allowedOrigins: string[]): void {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || allowedOrigins.includes(origin)) return;
    throw forbidden(httpMessages.crossSite);
  }
  const site = request.headers["sec-fetch-site"];
  if (site === "same-origin") return;
  if (request.headers.cookie === undefined && (site === undefined || site === "none")) return;
  throw forbidden(httpMessages.crossSite);
}
