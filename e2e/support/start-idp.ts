/**
 * Starts the test OpenID Connect provider for e2e runs (Playwright's webServer, or by hand):
 *   npx tsx e2e/support/start-idp.ts
 * Env: IDP_PORT (3190), IDP_CLIENT_ID (arthshala-e2e), IDP_CLIENT_SECRET (e2e-secret),
 * IDP_REDIRECT_URI (http://localhost:3101/api/auth/oidc/callback; a comma-separated list is accepted).
 * Point the API at it with OIDC_ISSUER=http://127.0.0.1:<port>, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
 * Any login name signs in; "admin…" gets the Admin role, "unverified…" an unverified email.
 */
import { startTestIdp } from "../../apps/api/test/oidc-idp.js";

const port = Number(process.env.IDP_PORT ?? 3190);
const redirectUris = (process.env.IDP_REDIRECT_URI ?? "http://localhost:3101/api/auth/oidc/callback")
  .split(",")
  .map((u) => u.trim())
  .filter(Boolean);

const idp = await startTestIdp({
  port,
  clients: [
    {
      client_id: process.env.IDP_CLIENT_ID ?? "arthshala-e2e",
      client_secret: process.env.IDP_CLIENT_SECRET ?? "e2e-secret",
      redirect_uris: redirectUris,
    },
  ],
});
console.warn(`IdP ready at ${idp.issuer}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await idp.close();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
