import parsePrometheusTextFormat, {
  type ParsedFamily,
  type ParsedSample,
} from "parse-prometheus-text-format";
import type { App } from "../src/app.js";

/** One labelled series of a histogram: cumulative bucket counts by upper bound, count and sum. */
export interface HistogramSeries {
  labels: Record<string, string>;
  buckets: Record<string, number>;
  count: number;
  sum: number;
}

/** A scrape of GET /metrics, read by a Prometheus text-format parser (parse-prometheus-text-format). */
export class Scrape {
  constructor(
    readonly families: ParsedFamily[],
    private readonly histogramSeries: Map<string, HistogramSeries[]>,
  ) {}

  family(name: string): ParsedFamily | undefined {
    return this.families.find((f) => f.name === name);
  }

  /** The counter or gauge samples of `name` whose labels include `labels`. */
  samples(name: string, labels: Record<string, string> = {}): ParsedSample[] {
    return (this.family(name)?.metrics ?? []).filter((m) => includes(m.labels ?? {}, labels));
  }

  /** The one counter or gauge sample of `name` with `labels`; undefined when absent. */
  value(name: string, labels: Record<string, string> = {}): number | undefined {
    const found = this.samples(name, labels);
    if (found.length > 1)
      throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
    return found[0]?.value === undefined ? undefined : Number(found[0].value);
  }

  /** The series of histogram `name` whose labels include `labels`. */
  histogram(name: string, labels: Record<string, string> = {}): HistogramSeries[] {
    if (this.family(name)?.type !== "HISTOGRAM") return [];
    return (this.histogramSeries.get(name) ?? []).filter((s) => includes(s.labels, labels));
  }

  /** A histogram's observation count for `labels` (0 when there is no such series yet). */
  count(name: string, labels: Record<string, string> = {}): number {
    const found = this.histogram(name, labels);
    if (found.length > 1)
      throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
    return found[0]?.count ?? 0;
  }

  /** The distinct values the label `label` takes in `name` (a counter, gauge or histogram). */
  labelValues(name: string, label: string): Set<string> {
    const labelSets = [
      ...this.samples(name).map((m) => m.labels ?? {}),
      ...this.histogram(name).map((s) => s.labels),
    ];
    return new Set(labelSets.flatMap((l) => (l[label] ? [l[label]] : [])));
  }
}

const includes = (have: Record<string, string>, want: Record<string, string>) =>
  Object.entries(want).every(([k, v]) => have[k] === v);

export function parseMetrics(text: string): Scrape {
  // The whole exposition: every line's syntax, HELP and TYPE (the parser throws on a malformed line).
  const families = parsePrometheusTextFormat(text);
  // parse-prometheus-text-format 1.1 folds a histogram's series into one and loses their labels, _sum and
  // _count when there is more than one series (its issue #13, open). So the histograms' sample lines are
  // read again by the same parser with their TYPE lines left out: as untyped samples, labels and all.
  const histograms = new Set(families.filter((f) => f.type === "HISTOGRAM").map((f) => f.name));
  const untyped = parsePrometheusTextFormat(
    text
      .split("\n")
      .filter((line) => !/^# TYPE \S+ histogram$/.test(line))
      .join("\n"),
  );
  const series = new Map<string, HistogramSeries[]>();
  for (const name of histograms) {
    const byLabels = new Map<string, HistogramSeries>();
    const seriesOf = (labels: Record<string, string>) => {
      const { le: _, ...rest } = labels;
      const key = JSON.stringify(Object.entries(rest).sort());
      let found = byLabels.get(key);
      if (!found) {
        found = { labels: rest, buckets: {}, count: 0, sum: 0 };
        byLabels.set(key, found);
      }
      return found;
    };
    for (const suffix of ["_bucket", "_count", "_sum"] as const) {
      // Each series's lines start a family of their own (`…_bucket` after `…_count`): take them all.
      const samples = untyped.filter((f) => f.name === `${name}${suffix}`).flatMap((f) => f.metrics);
      for (const sample of samples) {
        const target = seriesOf(sample.labels ?? {});
        const value = Number(sample.value);
        if (suffix === "_bucket") target.buckets[sample.labels?.le ?? ""] = value;
        else if (suffix === "_count") target.count = value;
        else target.sum = value;
      }
    }
    series.set(name, [...byLabels.values()]);
  }
  return new Scrape(families, series);
}

/** GET /metrics through fastify.inject with the bearer token; fails the test on anything but a 200. */
export async function scrape(app: App, token: string): Promise<Scrape> {
  const res = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}: ${res.body}`);
  return parseMetrics(res.body);
}
