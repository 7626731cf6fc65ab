/**
 * Issuing a course's certificate (issue 40). Here, below the features, because the learning feature
 * issues it in the transaction that decides the course is complete, and the certificates feature (which
 * reads course content) issues the ones owed from before certificates existed: neither imports the other.
 */
import { randomBytes } from "node:crypto";
import { CERTIFICATE_ID_ALPHABET, CERTIFICATE_ID_LENGTH } from "@arthshala/contracts/certificate-rules";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../db/client.js";
import type { Tx } from "../rewards/ledger.js";

/**
 * A fresh public id: each random byte picks one of the 32 letters by its low five bits (256 is a multiple
 * of 32, so every letter is equally likely): 80 bits from the system's cryptographic generator.
 */
export function newCertificateId(): string {
  const bytes = randomBytes(CERTIFICATE_ID_LENGTH);
  return Array.from(bytes, (b) => CERTIFICATE_ID_ALPHABET[b & 31]).join("");
}

/**
 * Gives the learner the course's certificate unless they have it (one per learner and course, by the
 * unique index: a replay, a second tab or a race issues nothing more). It keeps what it shows as of
 * `issuedAt`: the account's name, and, when the course or one of its modules is assigned to a class the
 * learner is in, that class and its organisation's name (a current class before an archived one, then
 * the one joined last). Returns the new id, or null when the learner already had one.
 */
export async function issueCertificate(
  db: Db | Tx,
  userId: string,
  courseId: number,
  issuedAt: Date,
): Promise<string | null> {
  const [row] = await selectRows<{ id: string }>(
    db as Db,
    sql`insert into certificates (id, user_id, course_id, learner_name, class_id, organisation_name, issued_at)
      select ${newCertificateId()}, u.id, ${courseId}, u.name, k.class_id, k.organisation_name, ${issuedAt}
      from users u
      left join lateral (
        select c.id as class_id, o.name as organisation_name
        from class_members m
        join classes c on c.id = m.class_id
        join organisations o on o.id = c.organisation_id
        where m.user_id = u.id
          and exists (select 1 from class_assignments a where a.class_id = c.id and a.course_id = ${courseId})
        order by c.archived_at is null desc, m.joined_at desc, c.id desc
        limit 1
      ) k on true
      where u.id = ${userId}
      on conflict (user_id, course_id) do nothing
      returning id`,
  );
  return row?.id ?? null;
}

/** Whether the learner has passed the course's test (issue 42): a course finished since then needs it. */
export async function passedCourseTest(db: Db | Tx, userId: string, courseId: number): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db as Db,
    sql`select 1 as one from course_check_attempts
      where user_id = ${userId} and course_id = ${courseId} and kind = 'test' and passed_at is not null limit 1`,
  );
  return rows.length > 0;
}
