import { PREDEFINED_CATEGORIES } from "@arthshala/contracts/tracker-rules";
import type { LightMyRequestResponse } from "fastify";
import { z } from "zod";
import type { App } from "../src/app.js";
import type { RouteRecord } from "../src/platform/http/access.js";
import { call, uniqueEmail } from "./harness.js";

/**
 * Requests built from each registered route's own schemas, for tests that go through every route
 * (strict inputs, caching of personal answers). Samples fill every optional field too.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  /** A schema's own example (zod's `.meta({ examples })`): for inputs a generic sample cannot satisfy. */
  examples?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  additionalProperties?: JsonSchema | boolean;
};

export type RequestParts = { params: Record<string, string>; query: Record<string, string>; body: unknown };

export interface SampleOptions {
  /** The body's `email` of the spec's calls must name the signed-in account. */
  email: string;
}

/** The /api routes, without the HEAD and OPTIONS routes Fastify adds. */
export const apiRoutes = (app: App) =>
  app.routeRecords.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS");

/** Values for strings a generic sample would not satisfy, by field name. */
function knownString(name: string, options: SampleOptions): string | undefined {
  switch (name) {
    case "email":
      return options.email;
    case "enteredEmail":
    case "guardian_email":
    case "support_email":
    case "grievance_email":
      return uniqueEmail("sample");
    case "url":
    case "source_url":
      return "https://example.in/arthshala";
    case "as_of":
    case "date":
    case "startsOn":
    case "endsOn":
    case "targetDate":
      return "2026-11-05";
    case "yearMonth":
      return "2026-11";
    case "confirm":
      return "DELETE";
    case "category":
      // A tracker row must name one of the learner's categories before it reaches the database.
      return PREDEFINED_CATEGORIES[0];
    case "endpoint":
      // A browser push service's address (reminders): an https URL of a known push service.
      return "https://fcm.googleapis.com/fcm/send/sample-device";
    case "p256dh":
      // An uncompressed P-256 public key, base64url (65 bytes).
      return `B${"A".repeat(86)}`;
    case "auth":
      return "A".repeat(22);
    default:
      return undefined;
  }
}

function sample(schema: JsonSchema, name: string, options: SampleOptions): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const choices = schema.anyOf.filter((o) => o.type !== "null");
    return sample(choices[0] ?? schema.anyOf[0]!, name, options);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        const v = sample(value, key, options);
        if (v !== undefined) out[key] = v;
      }
      if (!schema.properties && typeof schema.additionalProperties === "object") {
        out.label = sample(schema.additionalProperties, "label", options);
      }
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? {}, name, options),
      );
    case "string": {
      const known = knownString(name, options);
      if (known !== undefined) return known;
      if (schema.pattern === "^[1-9][0-9]{0,9}$") return "1";
      if (schema.format === "date-time") return "2026-11-05T10:00:00.000Z";
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      return "sample".padEnd(Math.max(schema.minLength ?? 0, 6), "x");
    }
    case "integer":
    case "number": {
      if (name === "monthsRange") return 3;
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return Math.max(schema.minimum ?? 1, 1);
    }
    case "boolean":
      return false;
    default:
      return undefined; // no type: a field the server ignores
  }
}

/**
 * A request the route's own schemas accept (path ids are "1"). `refused` lists the parts they did not
 * accept, which a test must treat as its own failure: it would prove nothing for that route.
 */
export function sampleRequest(
  route: RouteRecord,
  options: SampleOptions,
): { parts: RequestParts; refused: string[] } {
  const schemas = route.schema as Record<string, z.ZodType | undefined> | undefined;
  const refused: string[] = [];
  const part = (key: "params" | "querystring" | "body") => {
    const schema = schemas?.[key];
    if (!schema) return undefined;
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    let value = sample(json, key, options);
    // Paths and query strings arrive as text.
    if (key !== "body")
      value = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, String(v)]));
    if (!schema.safeParse(value).success)
      refused.push(`${route.method} ${route.url} ${key}: ${JSON.stringify(value)}`);
    return value;
  };
  return {
    parts: {
      params: (part("params") as Record<string, string> | undefined) ?? {},
      query: (part("querystring") as Record<string, string> | undefined) ?? {},
      body: part("body"),
    },
    refused,
  };
}

/** Sends a route a request built from its parts, as a browser would (the local admin call as the CLI). */
export function sendRequest(
  app: App,
  route: RouteRecord,
  parts: RequestParts,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? "1"),
  );
  const query = new URLSearchParams(parts.query).toString();
  const local = route.url === "/api/internal/admin/role";
  return call(app, route.method as "POST", query ? `${path}?${query}` : path, {
    cookie,
    body: parts.body,
    ...(local ? { headers: { authorization: `Bearer ${app.localAdminToken}` }, origin: null } : {}),
  });
}
