import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `work` now and then every `everyMs` on this instance, never two runs at once, stopping cleanly
 * (the run in progress finishes) at shutdown. A failed run is logged and retried at the next tick. Work
 * that must happen once across instances guards itself in the database (SKIP LOCKED, unique keys).
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {}

  start(): void {
    this.stopped = false;
    void this.tick();
  }

  /** One run now (tests and start-up); waits for a run already going instead of starting another. */
  runOnce(): Promise<void> {
    this.running ??= this.work()
      .then(() => undefined)
      .catch((err) => this.log.error({ err }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
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
