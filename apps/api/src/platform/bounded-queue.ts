/** run() refused the job: `maxWaiting` jobs were already waiting. Answer 503 with Retry-After. */
export class QueueFull extends Error {
  constructor() {
    super("too many jobs waiting");
  }
}

/**
 * At most `concurrency` jobs at once and at most `maxWaiting` more waiting their turn, first come first
 * served. Past that, run() refuses at once (QueueFull) rather than piling up work that would be answered
 * too late to matter: a burst of expensive requests costs a bounded amount, and the rest are told to
 * come back.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Jobs running now and jobs waiting for a turn. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Whether run() would refuse a job now (every turn taken and `maxWaiting` waiting). */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull();
      // The finishing job hands its turn straight over, so `running` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
