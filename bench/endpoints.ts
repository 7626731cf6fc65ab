/** What `npm run bench` measures. Add each new hot endpoint here as features land. */
export interface BenchEndpoint {
  method: "GET" | "POST";
  path: string;
  /** Send the signed-in learner's session cookie. */
  auth?: boolean;
  /** With a population: always the learner who holds 20,000 tracker transactions. */
  tracker?: boolean;
  /**
   * With a population: the path's ":classId" is each request's next bench class, asked by its teacher
   * (the organisation's owner) or by one of its signed-in members.
   */
  perClass?: "teacher" | "learner";
  headers?: Record<string, string>;
  body?: string;
}

const json = { "content-type": "application/json" };
// The first seeded course's first card: always unlocked, so a fresh learner can complete it.
const firstCard = "/api/courses/course/1/module/1/card/1";

export const endpoints: BenchEndpoint[] = [
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/auth/providers" },
  { method: "GET", path: "/api/auth/me", auth: true },
  { method: "GET", path: "/", headers: { accept: "text/html", "accept-encoding": "gzip" } },
  { method: "GET", path: "/api/courses/getall", auth: true },
  // What the learner's classes assigned: read with /home and /courses (issue 40).
  { method: "GET", path: "/api/assignments", auth: true },
  { method: "POST", path: "/api/courses/course/1", auth: true, headers: json, body: "{}" },
  { method: "POST", path: firstCard, auth: true, headers: json, body: "{}" },
  // Completes the card on the first request; every later one is the idempotent repeat.
  {
    method: "POST",
    path: `${firstCard}/updateCard`,
    auth: true,
    headers: json,
    body: '{"status":"completed"}',
  },
  // The first page carries 37 full articles (about 150 kB of JSON): measured as browsers fetch it, gzipped.
  {
    method: "POST",
    path: "/api/articles/getall",
    headers: { ...json, "accept-encoding": "gzip" },
    body: '{"limit":37,"offset":0}',
  },
  { method: "POST", path: "/api/articles/getall", headers: json, body: '{"limit":37,"offset":0}' },
];

/**
 * With a population (BENCH_POPULATION): the home page, the boards and the learning hot path, each
 * request signed in as one of many learners spread over the board.
 */
export const populationEndpoints: BenchEndpoint[] = [
  { method: "GET", path: "/api/health" },
  { method: "POST", path: "/api/home/getdata", auth: true, headers: json, body: "{}" },
  // Every population learner is in a class with assignments: their own list, with /home and /courses.
  { method: "GET", path: "/api/assignments", auth: true },
  { method: "GET", path: "/api/home/leaderboard", auth: true },
  { method: "GET", path: "/api/home/leaderboard?board=week", auth: true },
  { method: "POST", path: "/api/home/hasunseen", auth: true, headers: json, body: "{}" },
  { method: "POST", path: "/api/courses/course/1", auth: true, headers: json, body: "{}" },
  { method: "POST", path: firstCard, auth: true, headers: json, body: "{}" },
  // These learners completed the card already: the idempotent repeat, as in the main list.
  {
    method: "POST",
    path: `${firstCard}/updateCard`,
    auth: true,
    headers: json,
    body: '{"status":"completed"}',
  },
  { method: "GET", path: "/api/courses/getall", auth: true },
  // A class's dashboard (100 learners × its 2–3 assigned modules) and its weekly leaderboard (issue 40).
  { method: "GET", path: "/api/classes/:classId/progress", auth: true, perClass: "teacher" },
  { method: "GET", path: "/api/classes/:classId/progress.csv", auth: true, perClass: "teacher" },
  { method: "GET", path: "/api/classes/:classId/leaderboard", auth: true, perClass: "learner" },
  // A class's assignments with how many of its learners finished each (a count).
  { method: "GET", path: "/api/classes/:classId/assignments", auth: true, perClass: "teacher" },
  // One learner with 20,000 transactions over three years: the summary, working capital and pie.
  ...['{"monthsRange":3}', '{"monthsRange":12}'].map((body) => ({
    method: "POST" as const,
    path: "/api/fin-tools/expensetracker/fetchexpenses",
    auth: true,
    tracker: true,
    headers: json,
    body,
  })),
  {
    method: "POST",
    path: "/api/fin-tools/expensetracker/fetchexpensesPie",
    auth: true,
    tracker: true,
    headers: json,
    body: `{"month":"${new Date().toLocaleString("en-IN", { month: "long", timeZone: "Asia/Kolkata" })}"}`,
  },
  {
    method: "POST",
    path: "/api/fin-tools/expensetracker/fetchexpensesnew",
    auth: true,
    tracker: true,
    headers: json,
    body: '{"page":0,"limit":30}',
  },
];
