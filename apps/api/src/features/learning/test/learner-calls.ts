import { eq } from "drizzle-orm";
import { type BuiltCourse, cardUrl, type TestUser } from "../../../../test/factories.js";
import { call, type TestContext } from "../../../../test/harness.js";
import { cardProgress, finstarLedger } from "../../../platform/db/schema.js";

/**
 * What the learning tests ask of the app, for one test file's app. `app` is a getter: the file opens its
 * app in beforeAll, after these are made.
 */
export function learnerCalls(app: () => TestContext) {
  return {
    view: (url: string, user?: TestUser, body: unknown = {}) =>
      call(app().app, "POST", url, { body, cookie: user?.cookie }),
    complete: (
      course: BuiltCourse,
      m: number,
      c: number,
      user: TestUser,
      body: Record<string, unknown> = {},
    ) =>
      call(app().app, "POST", cardUrl(course, m, c, "/updateCard"), {
        body: { status: "completed", ...body },
        cookie: user.cookie,
      }),
    /** The learner's FinStars, from the ledger rather than any answer. */
    stars: async (user: TestUser) =>
      (await app().app.db.select().from(finstarLedger).where(eq(finstarLedger.userId, user.id))).reduce(
        (sum, row) => sum + row.change,
        0,
      ),
    progressRows: (user: TestUser) =>
      app().app.db.select().from(cardProgress).where(eq(cardProgress.userId, user.id)),
  };
}
