import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenID Connect provider (oidc-provider 9) for tests and e2e runs: authorization code + PKCE (S256,
 * required), with its own tiny login and consent pages that a program (fetch + cookie jar) and a person in a
 * browser can both complete. Any login name signs in; the login name decides the claims (see accountClaims).
 */

export const ROLES_CLAIM = "https://arthshala.in/roles";

export interface TestIdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  /** openid-client 6 sends the secret in the body by default, so that is the default here too. */
  token_endpoint_auth_method?: "client_secret_post" | "client_secret_basic";
}

export interface TestIdpOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  clients: TestIdpClient[];
}

export interface TestIdp {
  /** For example http://127.0.0.1:40123 (no trailing slash). */
  issuer: string;
  close(): Promise<void>;
}

/** The claims for a login name: the email is the login name, and its prefix picks the test persona. */
export function accountClaims(login: string): Record<string, unknown> {
  const email = login.trim().toLowerCase();
  return {
    sub: email,
    email,
    email_verified: !email.startsWith("unverified"),
    name: readableName(email),
    [ROLES_CLAIM]: email.startsWith("admin") ? ["Admin"] : ["Learner"],
  };
}

/** "asha.rao-3f9@example.in" → "Asha Rao 3f9". */
function readableName(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+\-\s]+/).filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
  return name || "Test User";
}

// ---------------------------------------------------------------------------------------------------------
// The few parts of oidc-provider's API used here (the package ships no type declarations).

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface InteractionDetails {
  uid: string;
  prompt: {
    name: string;
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  };
  params: Record<string, unknown> & { client_id: string };
  session?: { accountId?: string };
  grantId?: string;
}

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(indicator: string, scope: string): void;
  save(): Promise<string>;
}

interface Provider {
  callback(): Handler;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
  Client: { find(id: string): Promise<{ clientName?: string; clientId: string } | undefined> };
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => Provider;

let providerClass: Promise<ProviderClass> | undefined;

/**
 * oidc-provider 9 prints "Unsupported runtime" on Node 20 when it is first imported (it works; the STACK
 * probe ran the full flow). Muted here so test output stays clean; nothing else is muted.
 */
function loadProvider(): Promise<ProviderClass> {
  providerClass ??= (async () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      // @ts-expect-error oidc-provider ships no type declarations; the members used are typed above.
      const mod = (await import("oidc-provider")) as { default: ProviderClass };
      return mod.default;
    } finally {
      console.warn = warn;
    }
  })();
  return providerClass;
}

// ---------------------------------------------------------------------------------------------------------
// Storage: a per-instance in-memory adapter (oidc-provider's own one is shared by every instance in the
// process and announces itself on the console).

interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

function memoryAdapter() {
  const store = new Map<string, Stored>();
  const live = (key: string): Stored | undefined => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry;
  };
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (field: string, value: string) => {
      for (const [k, entry] of store) {
        if (k.startsWith(`${model}:`) && entry.payload[field] === value && live(k)) {
          return structuredClone(entry.payload);
        }
      }
      return undefined;
    };
    return {
      async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        store.set(key(id), { payload: structuredClone(payload), expiresAt });
      },
      async find(id: string) {
        const entry = live(key(id));
        return entry ? structuredClone(entry.payload) : undefined;
      },
      async findByUid(uid: string) {
        return findBy("uid", uid);
      },
      async findByUserCode(userCode: string) {
        return findBy("userCode", userCode);
      },
      async consume(id: string) {
        const entry = live(key(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

// ---------------------------------------------------------------------------------------------------------
// Pages

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Test identity provider</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 24rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; margin-bottom: 1rem; }
  button { padding: .5rem 1rem; font-size: 1rem; margin-right: .5rem; }
  .hint { color: #555; font-size: .875rem; }
  .error { color: #b00020; }
  .actions { display: flex; gap: .5rem; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function loginPage(uid: string, error?: string): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    "Sign in",
    `<p class="hint">Test identity provider for Arthshala. Any login name signs you in as that email address.
Start it with "admin" for the Admin role, or with "unverified" for an unverified email.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${base}/login">
  <label for="login">Login name</label>
  <input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false"
    placeholder="asha@example.in" required autofocus>
  <div class="actions">
    <button type="submit">Sign in</button>
    <button type="submit" formaction="${base}/abort" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

function consentPage(uid: string, clientName: string, account: string, scopes: string[]): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const wanted = scopes.filter((s) => s !== "openid" && s !== "offline_access");
  return page(
    "Allow access?",
    `<p><strong>${escapeHtml(clientName)}</strong> wants to know who you are${
      wanted.length ? `, and to see your ${escapeHtml(wanted.join(" and "))} details` : ""
    }.</p>
<p class="hint">Signed in as ${escapeHtml(account)}.</p>
<form method="post" action="${base}/confirm">
  <div class="actions">
    <button type="submit" autofocus>Allow</button>
    <button type="submit" formaction="${base}/abort">Deny</button>
  </div>
</form>`,
  );
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error("form too large");
  }
  return new URLSearchParams(body);
}

/** GET /interaction/:uid shows the current prompt; POST …/login, …/confirm and …/abort answer it. */
async function handleInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const match = /^\/interaction\/([^/?]+)(?:\/(login|confirm|abort))?$/.exec(
    new URL(req.url ?? "/", "http://idp").pathname,
  );
  if (!match) return sendHtml(res, 404, page("Not found", "<p>There is no such page.</p>"));
  const uid = decodeURIComponent(match[1]!);
  const action = match[2];

  let details: InteractionDetails;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return sendHtml(
      res,
      400,
      page("Sign-in expired", "<p>This sign-in request has expired. Close this window and try again.</p>"),
    );
  }
  if (details.uid !== uid) return redirect(res, `/interaction/${encodeURIComponent(details.uid)}`);
  const prompt = details.prompt.name;

  if (req.method === "GET" && !action) {
    if (prompt === "login") return sendHtml(res, 200, loginPage(uid));
    if (prompt === "consent") {
      const client = await provider.Client.find(details.params.client_id);
      const scopes = String(details.params.scope ?? "").split(" ");
      const account = details.session?.accountId ?? "";
      return sendHtml(
        res,
        200,
        consentPage(uid, client?.clientName ?? details.params.client_id, account, scopes),
      );
    }
    return sendHtml(res, 501, page("Not supported", `<p>Unsupported prompt ${escapeHtml(prompt)}.</p>`));
  }
  if (req.method !== "POST" || !action) {
    return sendHtml(res, 405, page("Not allowed", "<p>Use the form.</p>"));
  }

  if (action === "abort") {
    await readForm(req);
    return provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "The user cancelled the sign-in." },
      { mergeWithLastSubmission: false },
    );
  }

  if (action === "login") {
    const form = await readForm(req);
    if (prompt !== "login") return redirect(res, `/interaction/${encodeURIComponent(uid)}`);
    const login = (form.get("login") ?? "").trim().toLowerCase();
    if (!login || login.length > 200) return sendHtml(res, 400, loginPage(uid, "Please enter a login name."));
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  }

  // confirm
  await readForm(req);
  if (prompt !== "consent") return redirect(res, `/interaction/${encodeURIComponent(uid)}`);
  const accountId = details.session?.accountId;
  if (!accountId) return redirect(res, `/interaction/${encodeURIComponent(uid)}`);
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: details.params.client_id });
  const missing = details.prompt.details;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(" "));
  }
  const grantId = await grant.save();
  return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

// ---------------------------------------------------------------------------------------------------------

/** Starts the IdP on 127.0.0.1; `issuer` is its base URL. */
export async function startTestIdp(options: TestIdpOptions): Promise<TestIdp> {
  const Provider = await loadProvider();
  let handler: Handler = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const minutes = (n: number) => n * 60;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      token_endpoint_auth_method: "client_secret_post",
      grant_types: ["authorization_code"],
      response_types: ["code"],
      client_name: "Arthshala",
      ...c,
    })),
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...signingKey, kid: "test-idp", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["arthshala-test-idp-cookie-key"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ["sub", ROLES_CLAIM],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    // Put the scopes' claims in the ID token itself, as the app reads them from there.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, id: string) {
      return { accountId: id, claims: async () => accountClaims(id) };
    },
    // Every default below would otherwise print a "you SHOULD change it" notice when first used.
    ttl: {
      AccessToken: minutes(10),
      AuthorizationCode: 60,
      IdToken: minutes(10),
      Interaction: minutes(30),
      Session: minutes(60),
      Grant: minutes(60),
      RefreshToken: minutes(60),
      ClientCredentials: minutes(10),
      DeviceCode: minutes(10),
      BackchannelAuthenticationRequest: minutes(10),
      PreAuthorizedCode: minutes(10),
    },
    clientBasedCORS: () => false,
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        Object.entries(out)
          .map(([k, v]) => `<p><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`)
          .join("\n"),
      );
    },
  });
  const providerHandler = provider.callback();
  handler = (req, res) => {
    if (req.url?.startsWith("/interaction/")) {
      handleInteraction(provider, req, res).catch((err: unknown) => {
        console.error("test IdP: interaction failed", err);
        if (!res.headersSent) sendHtml(res, 500, page("Error", "<p>Something went wrong.</p>"));
        else res.end();
      });
      return;
    }
    providerHandler(req, res);
  };

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
