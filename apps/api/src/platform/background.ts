import type { FastifyBaseLogger } from "fastify";

/**
 * Work a request starts but does not wait for, so its response time reveals nothing about it (for
 * example whether a forgot-password email belongs to an account). Shutdown waits for what is running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => this.log.error({ err, task: name }, "background task failed"))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves when every task started so far has finished (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
