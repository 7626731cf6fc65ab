import type { Access } from "@arthshala/contracts/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./errors.js";

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
      app.routeRecords.push({ method, url: route.url, access: route.config?.access });
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
}

/**
 * CSRF defence (DESIGN.md section 5): browsers send Origin on unsafe requests and Sec-Fetch-Site on all;
 * a request with neither, or from another site, is refused.
 */
function assertSameOrigin(request: FastifyRequest, allowedOrigins: string[]): void {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    if (origin === own || allowedOrigins.includes(origin)) return;
    throw forbidden("Cross-site requests are not allowed.");
  }
  const site = request.headers["sec-fetch-site"];
  if (site === "same-origin" || site === "none") return;
  throw forbidden("Cross-site requests are not allowed.");
}
