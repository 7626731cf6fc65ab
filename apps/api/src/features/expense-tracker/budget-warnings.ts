import { indiaDay } from "@arthshala/contracts/india-time";
import type { Budget } from "@arthshala/contracts/tracker";
import { MONTH_NAMES } from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";

/**
 * The budgets of the current India month spent past their limit that the tracker has not warned of
 * yet, each claimed as warned by the same statement (issue 28: warn once per learner, category and
 * month). The insert decides: two tabs or two instances asking at once get each crossing once between
 * them. A budget back under its limit and crossed again the same month warns no second time; the
 * budget bars show it in place.
 */
export async function claimBudgetWarnings(db: Db, userId: string, now: Date): Promise<Budget[]> {
  const today = indiaDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const rows = await selectRows<{ category: string; limit_paise: number; spent_paise: number }>(
    db,
    sql`with over as (
        select b.category, b.limit_paise::float8 as limit_paise,
          (select sum(t.amount_paise)::float8 from transaction_month_totals t
            where t.user_id = b.user_id and t.month_start = make_date(b.year, b.month, 1) and t.type = 'expense'
              and (b.category = 'Monthly' or t.category = b.category)) as spent_paise
        from budgets b
        where b.user_id = ${userId} and b.year = ${year} and b.month = ${month}
      ), claimed as (
        insert into budget_warnings (user_id, year, month, category, warned_at)
        select ${userId}::uuid, ${year}, ${month}, over.category, ${now.toISOString()}::timestamptz
        from over where over.spent_paise > over.limit_paise
        on conflict do nothing
        returning category
      )
      select over.* from over join claimed using (category)
      order by over.category = 'Monthly' desc, over.category`,
  );
  return rows.map((r) => ({
    category: r.category,
    limit: Number(r.limit_paise) / 100,
    spent: Number(r.spent_paise) / 100,
    month: MONTH_NAMES[month - 1] as string,
    year,
  }));
}
