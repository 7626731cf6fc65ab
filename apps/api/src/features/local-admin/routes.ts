import { createHash, timingSafeEqual } from "node:crypto";
import { emailSchema } from "@arthshala/contracts/auth";
import { ROLES } from "@arthshala/contracts/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { setRole } from "./service.js";

const roleBody = z.object({ email: emailSchema, role: z.enum(ROLES) });

/**
 * `npm run admin` while the server runs on the embedded database: only this process may open it, so
 * the CLI asks the server to change the role. Not a browser route: no session, no CSRF check; instead
 * the caller must be on this machine (a loopback socket, not forwarded by a proxy) and present the
 * token the server wrote to DATA_DIR/admin.token, which only the server's OS account can read.
 */
export async function registerLocalAdminRoutes(app: FastifyInstance, token: string): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/internal/admin/role",
    {
      config: { access: "public", csrf: false },
      onRequest: async (request) => assertLocalAdminCall(request, token),
      schema: { hide: true, body: roleBody, response: { 200: roleBody } },
    },
    async (request) => {
      const { email, role } = request.body;
      const id = await setRole(app.db, email, role);
      if (!id) throw notFound(`No account with the email ${email}. Sign up first, then run this again.`);
      // Its sessions on this instance take the new role at once.
      app.sessions.forgetUser(id);
      request.log.info({ email, role }, "role changed by a local admin command");
      return { email, role };
    },
  );
}

function assertLocalAdminCall(request: FastifyRequest, token: string): void {
  const forwarded = request.headers["x-forwarded-for"] ?? request.headers.forwarded;
  if (!isLoopback(request.socket.remoteAddress) || forwarded !== undefined) {
    throw forbidden("Local admin calls are only accepted from this machine.");
  }
  const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const digest = (s: string) => createHash("sha256").update(s).digest();
  if (!presented || !timingSafeEqual(digest(presented), digest(token))) {
    throw forbidden("The local admin token is missing or wrong.");
  }
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || v4.startsWith("127.");
}
