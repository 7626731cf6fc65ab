import { idParam } from "@arthshala/contracts/learning";
import { singleLineText } from "@arthshala/contracts/text";
import {
  budgetSchema,
  budgetsQueryBodySchema,
  budgetsSavedSchema,
  budgetWarningsSchema,
  categoriesSchema,
  categoryBodySchema,
  deleteTransactionBodySchema,
  expensesBodySchema,
  listOf,
  monthlyAggregateSchema,
  monthlyBudgetBodySchema,
  pieBodySchema,
  pieSliceSchema,
  saveBudgetsBodySchema,
  transactionBodySchema,
  transactionSavedSchema,
  transactionSchema,
  transactionsPageBodySchema,
} from "@arthshala/contracts/tracker";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { claimBudgetWarnings } from "./budget-warnings.js";
import { budgetsOf, saveBudgets } from "./budgets.js";
import { addCategory, removeCategory } from "./categories.js";
import { expensePie, monthlyAggregates, resolveMonth } from "./charts.js";
import { registerTrackerImportRoutes } from "./import-routes.js";
import { TransactionsService } from "./transactions.js";
import { categoriesAnswer } from "./usage.js";

export const TRACKER_BASE = "/fin-tools/expensetracker";
const errors = errorResponses(400, 401, 403, 404);
const identityOnly = z
  .object({ email: singleLineText().max(254).optional() })
  .passthrough()
  .optional();
/** The session learner (the routes declare access: "user", so there is one). */
export const learner = (request: FastifyRequest) => (request.user as { id: string }).id;

/**
 * The expense tracker's calls of spec section 7, and what we add (edit, categories, imports, export).
 * Every one is for the session's learner: rows are always selected by their user_id.
 */
export async function registerTrackerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const service = new TransactionsService(app.db, app.mailQueue);
  const base = TRACKER_BASE;
  const user = { access: "user" as const };

  app.addHook("preHandler", async (request) => {
    if (request.routeOptions.url?.startsWith(`/api${base}`)) assertBodyIdentity(request);
  });

  app.post(
    `${base}/fetchcategories`,
    {
      config: user,
      schema: {
        summary:
          "The learner's categories: the predefined ones, then their own, and their most used per type",
        body: identityOnly,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request) => categoriesAnswer(app.db, learner(request), app.clock.now()),
  );

  app.post(
    `${base}/categories/add`,
    {
      config: user,
      schema: {
        summary: "Add a category of the learner's own",
        body: categoryBodySchema,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request) => {
      await addCategory(app.db, learner(request), request.body.name);
      return categoriesAnswer(app.db, learner(request), app.clock.now());
    },
  );

  app.post(
    `${base}/categories/remove`,
    {
      config: user,
      schema: {
        summary: "Remove one of the learner's own categories that no transaction or budget uses",
        body: categoryBodySchema,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request) => {
      await removeCategory(app.db, learner(request), request.body.name);
      return categoriesAnswer(app.db, learner(request), app.clock.now());
    },
  );

  app.post(
    `${base}/transaction`,
    {
      config: user,
      schema: {
        summary: "Add a transaction (amount in rupees with at most 2 decimals; stored as paise)",
        body: transactionBodySchema,
        response: { 200: transactionSavedSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.create(learner(request), request.body.transaction, app.clock.now());
      return { message: localizeMessage("Transaction saved.", request.locale), data };
    },
  );

  app.put(
    `${base}/transaction/:id`,
    {
      config: user,
      schema: {
        summary: "Edit one of the learner's transactions",
        params: idParam,
        body: transactionBodySchema,
        response: { 200: transactionSavedSchema, ...errors },
      },
    },
    async (request) => {
      const data = await service.update(
        learner(request),
        request.params.id,
        request.body.transaction,
        app.clock.now(),
      );
      return { message: localizeMessage("Transaction updated.", request.locale), data };
    },
  );

  app.post(
    `${base}/deleteTransaction`,
    {
      config: user,
      schema: {
        summary: "Delete one of the learner's transactions",
        body: deleteTransactionBodySchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(learner(request), request.body.transactionId, app.clock.now());
      return { message: localizeMessage("Transaction deleted.", request.locale) };
    },
  );

  app.post(
    `${base}/fetchexpensesnew`,
    {
      config: user,
      schema: {
        summary:
          "The learner's transactions, newest first, 30 a page (page counts from 0); a month's with month/year",
        body: transactionsPageBodySchema,
        response: { 200: listOf(transactionSchema), ...errors },
      },
    },
    async (request) => {
      const { page, limit, month, year } = request.body;
      return { data: await service.list(learner(request), { page, limit, month, year }, app.clock.now()) };
    },
  );

  app.post(
    `${base}/fetchexpenses`,
    {
      config: user,
      schema: {
        summary: "Income, expense, investment and saving per month over the last 3, 6 or 12 months",
        body: expensesBodySchema,
        response: { 200: listOf(monthlyAggregateSchema), ...errors },
      },
    },
    async (request) => {
      const last = resolveMonth(app.clock.now(), request.body.month, request.body.year);
      return { data: await monthlyAggregates(app.db, learner(request), last, request.body.monthsRange) };
    },
  );

  app.post(
    `${base}/fetchexpensesPie`,
    {
      config: user,
      schema: {
        summary: "Expense per category in one month (the pie), largest first",
        body: pieBodySchema,
        response: { 200: listOf(pieSliceSchema), ...errors },
      },
    },
    async (request) => {
      const at = resolveMonth(app.clock.now(), request.body.month, request.body.year);
      return { data: await expensePie(app.db, learner(request), at) };
    },
  );

  app.post(
    `${base}/fetchcategorybudgets`,
    {
      config: user,
      schema: {
        summary: "A month's category budgets with what was spent in each",
        body: budgetsQueryBodySchema,
        response: { 200: listOf(budgetSchema), ...errors },
      },
    },
    async (request) => {
      const at = resolveMonth(app.clock.now(), request.body.month, request.body.year);
      return {
        data: await budgetsOf(app.db, learner(request), at, { excludeMonthly: request.body.excludeMonthly }),
      };
    },
  );

  app.post(
    `${base}/fetchmonthlybudget`,
    {
      config: user,
      schema: {
        summary: "A month's overall (Monthly) budget with all its spending; data is empty without one",
        body: monthlyBudgetBodySchema,
        response: { 200: listOf(budgetSchema), ...errors },
      },
    },
    async (request) => {
      const at = resolveMonth(app.clock.now(), request.body.month, request.body.year);
      return { data: await budgetsOf(app.db, learner(request), at, { onlyMonthly: true }) };
    },
  );

  app.post(
    `${base}/budgets`,
    {
      config: user,
      schema: {
        summary: "Save one month's budgets: category rows and/or the Monthly row (spec section 5's rules)",
        body: saveBudgetsBodySchema,
        response: { 200: budgetsSavedSchema, ...errors },
      },
    },
    async (request) => {
      const result = await saveBudgets(
        app.db,
        learner(request),
        request.body.budgets,
        app.clock.now(),
        app.mailQueue,
      );
      return { ok: true as const, ...result };
    },
  );

  app.post(
    `${base}/budgets/warnings`,
    {
      config: user,
      schema: {
        summary:
          "This India month's budgets spent past their limit that the tracker has not warned of yet; each is then marked warned",
        body: identityOnly,
        response: { 200: budgetWarningsSchema, ...errors },
      },
    },
    async (request) => ({ data: await claimBudgetWarnings(app.db, learner(request), app.clock.now()) }),
  );

  app.post(
    `${base}/checkandfetch`,
    {
      config: user,
      schema: {
        summary: "Reading transactions from mail is coming soon: nothing is read and the list is empty",
        body: identityOnly,
        response: { 200: listOf(transactionSchema), ...errors },
      },
    },
    async () => ({ data: [] }),
  );

  await registerTrackerImportRoutes(app, service);
}
