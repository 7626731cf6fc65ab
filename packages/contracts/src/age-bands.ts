/**
 * A learner's age band (issue 39): asked once, optional, kept on /account. The catalogue uses it to mark
 * schemes a learner can't open yet (a Senior Citizens' Savings Scheme for a 19-year-old), never to hide
 * what they might open on someone's behalf. Bands, not birth dates: the least the feature needs (DPDP).
 */
export const AGE_BANDS = ["under-18", "18-25", "26-59", "60-plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Each band's youngest and oldest age in whole years (null: no upper end). */
export const AGE_BAND_RANGES: Record<AgeBand, { from: number; to: number | null }> = {
  "under-18": { from: 0, to: 17 },
  "18-25": { from: 18, to: 25 },
  "26-59": { from: 26, to: 59 },
  "60-plus": { from: 60, to: null },
};

export function isAgeBand(value: unknown): value is AgeBand {
  return typeof value === "string" && (AGE_BANDS as readonly string[]).includes(value);
}
