import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI built from the routes' zod schemas: JSON at /api/openapi.json, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Arthshala API",
        description: [
          "Financial education for young people in India. Sessions are cookies (HttpOnly, SameSite=Lax).",
          "Cross-site request forgery check on POST, PUT, PATCH and DELETE: a request with an Origin header",
          "must name this site; a request carrying a Cookie header without an Origin needs",
          "Sec-Fetch-Site: same-origin; a request with no Origin header and no Cookie header (curl, scripts)",
          "is accepted, since it carries no session to forge. Anything else is 403.",
        ].join(" "),
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
