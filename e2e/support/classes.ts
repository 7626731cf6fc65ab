/**
 * Organisations and classes for browser tests (issue 40): an Admin's API session to make Facilitators,
 * and a facilitator's organisation and class made through the API, for tests whose subject comes after
 * them (the screens that make them are driven in classes.spec.ts).
 */
import { type APIRequestContext, expect, request } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADULT_BAND, confirmationLinkFromLog, type Person } from "./people.js";

export interface ClassMade {
  id: number;
  organisation_id: number;
  name: string;
  language: "en" | "hi";
  join_code: string;
  /** `${PUBLIC_URL}/join/<code>`: what the class page shows and its QR code says. */
  join_url: string;
  capacity: number | null;
}

/**
 * An API session of the e2e Admin (ADMIN_EMAIL in playwright.config.ts). The first caller signs the admin
 * up and confirms the address from the server log, as signInAsAdmin does. Dispose it when done.
 */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const body = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: "Ravi Admin", age_band: "26-59" };
  const signup = await api.post("/api/auth/signup", { data: body });
  if (signup.status() === 409)
    expect((await api.post("/api/auth/signin", { data: body })).status()).toBe(200);
  else expect(signup.status()).toBe(201);
  const roles = async () => ((await (await api.get("/api/auth/me")).json()) as { roles: string[] }).roles;
  if (!(await roles()).includes("Admin")) {
    const token = new URL(await confirmationLinkFromLog(ADMIN_EMAIL)).searchParams.get("token");
    // A test running beside this one may have used the single-use link first: either way it ends confirmed.
    await api.post("/api/auth/email/verify", { data: { token } });
    await expect.poll(roles).toContain("Admin");
  }
  return api;
}

/** Gives an existing account the Facilitator role, as the admin's Facilitators screen does. */
export async function makeFacilitator(baseURL: string, email: string): Promise<void> {
  const admin = await adminApi(baseURL);
  try {
    const res = await admin.post("/api/admin/facilitators", { data: { email } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** Signs `person` up with `api` (their session stays in it), or in when the address is already taken. */
async function signUpOrIn(api: APIRequestContext, baseURL: string, person: Person): Promise<void> {
  // An adult's band: without one the app asks on arrival (guardian.spec.ts tests that).
  const data = {
    email: person.email,
    password: person.password,
    name: person.name,
    age_band: ADULT_BAND.value,
  };
  const headers = { origin: baseURL };
  const signup = await api.post("/api/auth/signup", { data, headers });
  if (signup.status() === 409)
    expect((await api.post("/api/auth/signin", { data, headers })).status()).toBe(200);
  else expect(signup.status(), await signup.text()).toBe(201);
}

/**
 * An API session of a person (signed up now if new), with no browser: to make organisations and classes,
 * to join one, or to learn through the API as someone whose pages no test looks at. Dispose it when done.
 */
export async function personApi(baseURL: string, person: Person): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await signUpOrIn(api, baseURL, person);
  return api;
}

export interface ClassSpec {
  organisation?: string;
  kind?: "school" | "college" | "employer" | "bank" | "ngo";
  name?: string;
  language?: "en" | "hi";
  capacity?: number | null;
  ends_on?: string | null;
}

/**
 * A new Facilitator (signed up with `api` and granted the role by the Admin) with an organisation and one
 * class in it, made through the API. `api` keeps the facilitator's session: a browser page's `request`
 * (that page then drives the facilitator's screens) or a request context of its own. The one set-up of
 * the class specs (classes, assignments, class-progress, institution-loop).
 */
export async function classWithFacilitator(
  api: APIRequestContext,
  baseURL: string,
  facilitator: Person,
  spec: ClassSpec = {},
): Promise<ClassMade> {
  const headers = { origin: baseURL };
  await signUpOrIn(api, baseURL, facilitator);
  await makeFacilitator(baseURL, facilitator.email);
  const org = await api.post("/api/organisations", {
    data: { name: spec.organisation ?? "Sunrise Public School", kind: spec.kind ?? "school" },
    headers,
  });
  expect(org.status(), await org.text()).toBe(201);
  const made = await api.post(`/api/organisations/${(await org.json()).id}/classes`, {
    data: {
      name: spec.name ?? "Class 11 A",
      language: spec.language ?? "en",
      capacity: spec.capacity ?? null,
      ends_on: spec.ends_on ?? null,
    },
    headers,
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as ClassMade;
}

/**
 * classWithFacilitator in a request context of the facilitator's own. `api` is the facilitator's
 * session: dispose it when done.
 */
export async function createClassThroughApi(
  baseURL: string,
  facilitator: Person,
  spec: ClassSpec = {},
): Promise<{ api: APIRequestContext; cls: ClassMade }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  return { api, cls: await classWithFacilitator(api, baseURL, facilitator, spec) };
}

/** Joins a class through the API as the person whose session `api` is (a page's or a context's). */
export async function joinThroughApi(api: APIRequestContext, baseURL: string, code: string): Promise<void> {
  const res = await api.post("/api/classes/join", { data: { code }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}
