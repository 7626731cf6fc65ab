import { verifyPath } from "@arthshala/contracts/certificate-rules";
import type { Certificate, Verification } from "@arthshala/contracts/certificates";
import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { notFound } from "../../platform/http/errors.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import { issueCertificate } from "../../platform/institutions/certificates.js";

/** The one message every certificate lookup gives: missing and someone else's are the same answer. */
export const NO_CERTIFICATE = "This certificate does not exist.";

interface CertificateRow {
  id: string;
  course_id: number;
  course_title: string;
  learner_name: string;
  organisation_name: string | null;
  issued_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** Course titles in the reader's language (the authored English where there is no translation). */
async function titlesIn(db: Db, rows: CertificateRow[], locale: Locale): Promise<Map<number, string>> {
  const translated = await translationsFor(db, "course", [...new Set(rows.map((r) => r.course_id))], locale);
  return new Map(rows.map((r) => [r.course_id, translated.get(r.course_id)?.title || r.course_title]));
}

async function present(db: Db, rows: CertificateRow[], locale: Locale, origin: string) {
  const titles = await titlesIn(db, rows, locale);
  return rows.map(
    (r): Certificate => ({
      id: r.id,
      course_id: r.course_id,
      course_title: titles.get(r.course_id) ?? r.course_title,
      learner_name: r.learner_name,
      organisation_name: r.organisation_name,
      issued_at: iso(r.issued_at),
      issued_on: indiaDay(new Date(r.issued_at)),
      revoked_at: r.revoked_at === null ? null : iso(r.revoked_at),
      verify_url: `${origin}${verifyPath(r.id)}`,
    }),
  );
}

const SELECT_CERTIFICATES = sql`select c.id, c.course_id, co.title as course_title, c.learner_name,
  c.organisation_name, c.issued_at, c.revoked_at
  from certificates c join courses co on co.id = c.course_id`;

/**
 * Courses finished before certificates existed (course_activity.completed_at set, no certificate) get
 * theirs on the learner's first read of the list, dated the day they finished. Only those finished
 * before the course test existed (test_required false, set by migration 0022): since then the test decides. A revoked certificate is
 * still a row, so nothing is issued again. Courses an admin has since deleted are left out.
 */
async function issueOwed(db: Db, userId: string): Promise<void> {
  const owed = await selectRows<{ course_id: number; completed_at: Date | string }>(
    db,
    sql`select a.course_id, a.completed_at from course_activity a
      join courses co on co.id = a.course_id and co.deleted_at is null
      where a.user_id = ${userId} and a.completed_at is not null and not a.test_required
        and not exists (select 1 from certificates c where c.user_id = a.user_id and c.course_id = a.course_id)`,
  );
  for (const row of owed) {
    await issueCertificate(db, userId, row.course_id, new Date(row.completed_at));
  }
}

/** The learner's certificates, newest first. */
export async function listCertificates(
  db: Db,
  userId: string,
  locale: Locale,
  origin: string,
): Promise<Certificate[]> {
  await issueOwed(db, userId);
  const rows = await selectRows<CertificateRow>(
    db,
    sql`${SELECT_CERTIFICATES} where c.user_id = ${userId} order by c.issued_at desc, c.id`,
  );
  return present(db, rows, locale, origin);
}

/** One of the learner's own certificates; anyone else's is a 404, exactly like one that does not exist. */
export async function ownCertificate(
  db: Db,
  userId: string,
  id: string,
  locale: Locale,
  origin: string,
): Promise<Certificate> {
  const rows = await selectRows<CertificateRow>(
    db,
    sql`${SELECT_CERTIFICATES} where c.id = ${id} and c.user_id = ${userId}`,
  );
  const [found] = await present(db, rows, locale, origin);
  if (!found) throw notFound(NO_CERTIFICATE);
  return found;
}

/**
 * Withdraws the learner's certificate from its public link (`revoked`), or puts it back. Revoking again
 * keeps the first time; only the holder can do either (anyone else: 404).
 */
export async function setRevoked(
  db: Db,
  userId: string,
  id: string,
  revoked: boolean,
  now: Date,
): Promise<void> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`update certificates set revoked_at = ${revoked ? sql`coalesce(revoked_at, ${now})` : sql`null`}
      where id = ${id} and user_id = ${userId} returning id`,
  );
  if (rows.length === 0) throw notFound(NO_CERTIFICATE);
}

/**
 * The public check of a certificate: what it shows, or only that its holder revoked it; null when there
 * is no such certificate. Nothing about the account is read.
 */
export async function verification(db: Db, id: string, locale: Locale): Promise<Verification | null> {
  const rows = await selectRows<CertificateRow>(db, sql`${SELECT_CERTIFICATES} where c.id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  if (row.revoked_at !== null) return { status: "revoked", id: row.id };
  const titles = await titlesIn(db, rows, locale);
  return {
    status: "valid",
    id: row.id,
    learner_name: row.learner_name,
    course_title: titles.get(row.course_id) ?? row.course_title,
    organisation_name: row.organisation_name,
    issued_on: indiaDay(new Date(row.issued_at)),
  };
}
