/**
 * A learner's side of class assignments: what their classes (not archived) gave them, each with their
 * own status counted from their own card progress on its cards only; nothing else of theirs is read.
 */
import type { MyAssignment, MyAssignments } from "@arthshala/contracts/assignments";
import { assignmentStatus } from "@arthshala/contracts/assignments-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { localizeTitles } from "./titles.js";

type Row = Omit<MyAssignment, "status">;

export async function myAssignments(
  db: Db,
  userId: string,
  now: Date,
  locale: Locale,
): Promise<MyAssignments> {
  const today = indiaDay(now);
  // Most learners are in no class: one indexed probe answers them, without planning the query below.
  const [inClass] = await selectRows<{ yes: boolean }>(
    db,
    sql`select exists (select 1 from class_members where user_id = ${userId}) as yes`,
  );
  if (!inClass?.yes) return { today, assignments: [] };
  const rows = await selectRows<Row>(
    db,
    sql`with mine as (
        select a.id, a.class_id, c.name as class_name, a.course_id, co.title as course_title,
          a.module_id, m.title as module_title, a.due_on
        from class_members cm
        join classes c on c.id = cm.class_id and c.archived_at is null
        join class_assignments a on a.class_id = c.id
        join courses co on co.id = a.course_id and co.deleted_at is null
        left join modules m on m.id = a.module_id
        where cm.user_id = ${userId} and (a.module_id is null or m.deleted_at is null)
      )
      select mine.id, mine.class_id, mine.class_name, mine.course_id, mine.course_title, mine.module_id,
        mine.module_title, mine.due_on::text as due_on,
        counts.total::int as total_cards, counts.completed::int as completed_cards,
        (select k.id from cards k
          where mine.module_id is not null and k.module_id = mine.module_id and k.deleted_at is null
          order by exists (select 1 from card_progress p where p.user_id = ${userId} and p.card_id = k.id),
            k.order_index, k.id
          limit 1) as card_id
      from mine
      cross join lateral (
        select count(k.id) as total, count(p.card_id) as completed
        from modules mm
        join cards k on k.module_id = mm.id and k.deleted_at is null
        left join card_progress p on p.user_id = ${userId} and p.card_id = k.id
        where mm.course_id = mine.course_id and mm.deleted_at is null
          and (mine.module_id is null or mm.id = mine.module_id)
      ) counts
      order by mine.due_on nulls last, mine.id`,
  );
  const said = await localizeTitles(db, rows, locale);
  return {
    today,
    assignments: said.map((r) => ({ ...r, status: assignmentStatus(r.completed_cards, r.total_cards) })),
  };
}
