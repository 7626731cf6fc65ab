/** What `npm run bench` measures. Add each new hot endpoint here as features land. */
export interface BenchEndpoint {
  method: "GET" | "POST";
  path: string;
  /** Send the signed-in learner's session cookie. */
  auth?: boolean;
  headers?: Record<string, string>;
  body?: string;
}

export const endpoints: BenchEndpoint[] = [
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/auth/providers" },
  { method: "GET", path: "/api/auth/me", auth: true },
  { method: "GET", path: "/", headers: { accept: "text/html", "accept-encoding": "gzip" } },
];
