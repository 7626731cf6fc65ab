import { indiaDay } from "@arthshala/contracts/india-time";
import {
  type ColumnMappingInput,
  columnMappingSchema,
  exportQuerySchema,
  importCommitBodySchema,
  importCommitSchema,
  importParseBodySchema,
  importParseSchema,
  importPreviewBodySchema,
  importPreviewSchema,
  NARRATION_MAX,
  parseAlertBodySchema,
  parsedAlertSchema,
} from "@arthshala/contracts/tracker";
import { TITLE_MAX } from "@arthshala/contracts/tracker-rules";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { statementMappings, transactions } from "../../platform/db/schema.js";
import { clientAddress } from "../../platform/http/client-address.js";
import { badRequest, errorResponses } from "../../platform/http/errors.js";
import { localizeMessage } from "../../platform/i18n/localize.js";
import { fileUnder, ruleMap } from "./category-rules.js";
import { exportCsv } from "./export.js";
import { parseBankAlert } from "./import/alert-parser.js";
import { readCsv } from "./import/csv.js";
import { applyMapping, detectLayout, findHeaderRow } from "./import/statement-csv.js";
import { categoriesOf, type TransactionsService } from "./transactions.js";

const errors = errorResponses(400, 401, 403, 404, 413, 429);
/** A 2 MB statement sent as a JSON string, with room for escaping. */
const CSV_BODY_LIMIT = 5 * 1024 * 1024;
/** The mapping screen shows the file's first lines, and a few past the header line when that is lower. */
export const PREVIEW_LINES = 12;
export const PREVIEW_LINES_PAST_HEADER = 5;
/** A preview cell is shown in a narrow column (its full text on hover): more is never seen. */
export const PREVIEW_CELL_MAX = 200;
const learner = (request: FastifyRequest) => (request.user as { id: string }).id;

/**
 * Each learner's imports per 10 minutes. Reading a statement is the heaviest thing a learner can ask
 * for; a month's statement takes one preview, a parse or three while the columns are picked, and one
 * save per 2,000 transactions, so these are many times what importing a year, month by month, needs.
 */
export const IMPORT_RATE_LIMITS = { preview: 30, parse: 30, commit: 60 } as const;
const perLearner = (max: number) => ({
  max,
  timeWindow: "10 minutes",
  // The session is resolved before this runs (app.ts), so a learner is counted wherever they are.
  keyGenerator: (request: FastifyRequest) =>
    `import:${(request.user as { id?: string } | null)?.id ?? clientAddress(request)}`,
});

/**
 * Typing saved: a pasted bank alert becomes a transaction to review, and a statement CSV becomes a list
 * to review through a column mapping kept per learner. Everything is parsed here on the server and
 * nothing is stored until the learner saves; an import skips rows it has already saved.
 */
export async function registerTrackerImportRoutes(
  parent: FastifyInstance,
  service: TransactionsService,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = "/fin-tools/expensetracker";
  const user = { access: "user" as const };

  app.post(
    `${base}/parsealert`,
    {
      config: user,
      schema: {
        summary: "Read a pasted bank SMS or email alert into a transaction to review (nothing is stored)",
        body: parseAlertBodySchema,
        response: { 200: parsedAlertSchema, ...errors },
      },
    },
    async (request) => {
      const today = indiaDay(app.clock.now());
      const parsed = parseBankAlert(request.body.text, today);
      if (!parsed.ok) throw badRequest(parsed.message);
      const a = parsed.alert;
      const [{ all }, rules] = await Promise.all([
        categoriesOf(app.db, learner(request)),
        ruleMap(app.db, learner(request)),
      ]);
      return {
        transaction: {
          title: a.suggestedTitle.slice(0, TITLE_MAX),
          // The learner's own rule for this payee first, then the reader's suggestion.
          category: fileUnder(all, rules, a.merchant, a.suggestedCategory),
          type: a.type,
          amount: a.amountPaise / 100,
          date: a.date ?? today,
          payee: a.merchant,
          // The alert as the bank wrote it, kept with the transaction (one tap away in the list).
          narration: request.body.text.replace(/\r\n?/g, "\n").trim().slice(0, NARRATION_MAX),
        },
        details: {
          merchant: a.merchant,
          accountHint: a.accountHint,
          channel: a.channel,
          direction: a.direction,
        },
      };
    },
  );

  app.post(
    `${base}/import/preview`,
    {
      config: { ...user, rateLimit: perLearner(IMPORT_RATE_LIMITS.preview) },
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        summary:
          "Read a statement CSV: its first lines, the bank layout if known, and a mapping to start from",
        body: importPreviewBodySchema,
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await readCsv(request.body.csv);
      const detected = detectLayout(rows);
      let mapping: ColumnMappingInput | null = detected.mapping;
      let savedMapping = false;
      if (!mapping) {
        const [saved] = await app.db
          .select({ mapping: statementMappings.mapping })
          .from(statementMappings)
          .where(eq(statementMappings.userId, learner(request)));
        const fits = saved && columnMappingSchema.safeParse(saved.mapping);
        if (fits?.success && fits.data.headerRow < rows.length) {
          mapping = fits.data;
          savedMapping = true;
        }
      }
      const headerRow = detected.mapping?.headerRow ?? findHeaderRow(rows);
      // What the mapping screen shows, nothing more: the file's first lines, down to a few past the
      // header line, each cell cut to what its column can show.
      const shown = Math.max(
        PREVIEW_LINES,
        (mapping?.headerRow ?? headerRow ?? 0) + 1 + PREVIEW_LINES_PAST_HEADER,
      );
      return {
        rows: rows.slice(0, shown).map((r) => r.map((cell) => cell.slice(0, PREVIEW_CELL_MAX))),
        headerRow,
        layout: detected.layout ? { id: detected.layout.id, label: detected.layout.label } : null,
        mapping,
        savedMapping,
      };
    },
  );

  app.post(
    `${base}/import/parse`,
    {
      config: { ...user, rateLimit: perLearner(IMPORT_RATE_LIMITS.parse) },
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        summary:
          "Apply a column mapping: the statement's transactions with suggested categories, and which are already saved",
        body: importParseBodySchema,
        response: { 200: importParseSchema, ...errors },
      },
      // Written with plain JSON.stringify: checking 20,000 rows against the response schema on the way
      // out held the event loop for 0.4 s, and every value in it is made by the handler below.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const rows = await readCsv(request.body.csv);
      const result = await applyMapping(rows, request.body.mapping);
      const prints = result.transactions.map((t) => t.fingerprint);
      // One query and one array parameter, however long the statement (the unique index answers it).
      const found = prints.length
        ? await app.db
            .select({ fingerprint: transactions.fingerprint })
            .from(transactions)
            .where(
              and(
                eq(transactions.userId, learner(request)),
                sql`${transactions.fingerprint} = any(${sql.param(prints)}::text[])`,
              ),
            )
        : [];
      const known = new Set(found.map((r) => r.fingerprint));
      const [{ all }, rules] = await Promise.all([
        categoriesOf(app.db, learner(request)),
        ruleMap(app.db, learner(request)),
      ]);
      const body: z.infer<typeof importParseSchema> = {
        transactions: result.transactions.map((t) => ({
          line: t.line,
          // The clean payee ("Swiggy"), never the bank's narration, which stays beside it.
          title: t.title.slice(0, TITLE_MAX),
          category: fileUnder(all, rules, t.payee, t.suggestedCategory),
          type: t.type,
          amount: t.amountPaise / 100,
          date: t.date,
          payee: t.payee,
          narration: t.description,
          fingerprint: t.fingerprint,
          duplicate: known.has(t.fingerprint),
        })),
        // Each line's reason, in the learner's language (the line and the cell quoted stay as they are).
        errors: result.errors.map((e) => ({ ...e, message: localizeMessage(e.message, request.locale) })),
      };
      return body;
    },
  );

  app.post(
    `${base}/import/commit`,
    {
      config: { ...user, rateLimit: perLearner(IMPORT_RATE_LIMITS.commit) },
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        summary:
          "Save the reviewed transactions of an import (already saved ones are skipped) and keep the mapping",
        body: importCommitBodySchema,
        response: { 200: importCommitSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.createMany(learner(request), request.body.transactions, app.clock.now());
      await app.db
        .insert(statementMappings)
        .values({ userId: learner(request), mapping: request.body.mapping })
        .onConflictDoUpdate({
          target: statementMappings.userId,
          set: { mapping: request.body.mapping, updatedAt: app.clock.now() },
        });
      return result;
    },
  );

  app.get(
    `${base}/export`,
    {
      config: user,
      schema: {
        summary: "Download the learner's transactions as CSV: one month (month and year), or all",
        description: "text/csv attachment (UTF-8 with a byte-order mark); 400 for a month without a year",
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const { month, year } = request.query;
      if (Boolean(month) !== Boolean(year)) throw badRequest("Give both month and year, or neither.");
      const { fileName, csv } = await exportCsv(
        app.db,
        learner(request),
        month && year ? { month, year } : null,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
}
