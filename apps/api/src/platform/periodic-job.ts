import type { FastifyBaseLogger } from "fastify";

/** One finished run, as metrics see it. */
export interface JobRun {
  ok: boolean;
  seconds: number;
}

/**
 * Runs `work` now and then every `everyMs` on this instance, never two runs at once, stopping cleanly
 * (the run in progress finishes) at shutdown. A failed run is logged and retried at the next tick. Work
 * that must happen once across instances guards itself in the database (SKIP LOCKED, unique keys).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly watchers = new Set<(run: JobRun) => void>();

  constructor(
    readonly name: string,
    readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {}

  start(): void {
    this.stopped = false;
    void this.tick();
  }

  /** One run now (tests and start-up); waits for a run already going instead of starting another. */
  runOnce(): Promise<void> {
    if (this.running) return this.running;
    const started = performance.now();
    const finished = (ok: boolean) => {
      const run = { ok, seconds: (performance.now() - started) / 1000 };
      for (const watcher of this.watchers) watcher(run);
    };
    this.running = this.work()
      .then(
        () => true,
        (err) => {
          this.log.error({ err }, `${this.name} failed`);
          return false;
        },
      )
      .then(finished)
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Tells `watcher` about every run that ends (platform/metrics); returns a function that stops it. */
  onRun(watcher: (run: JobRun) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    await this.runOnce();
    if (!this.stopped) this.timer = setTimeout(() => void this.tick(), this.everyMs).unref();
  }
}
