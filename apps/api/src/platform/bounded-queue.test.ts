import { describe, expect, it } from "vitest";
import { BoundedQueue, QueueFull } from "./bounded-queue.js";

/** A job that finishes when the test says so. */
function held() {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { job: () => done, finish };
}

describe("BoundedQueue", () => {
  it("runs at most `concurrency` jobs at once, the next in order as one finishes", async () => {
    const queue = new BoundedQueue(2, 5);
    const jobs = [held(), held(), held(), held()];
    const started: number[] = [];
    const results = jobs.map((j, i) =>
      queue.run(() => {
        started.push(i);
        return j.job();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish("b");
    expect(await results[1]).toBe("b");
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.finish("a");
    jobs[2]!.finish("c");
    jobs[3]!.finish("d");
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once when `maxWaiting` jobs are already waiting, and frees the turn of a job that fails", async () => {
    const queue = new BoundedQueue(1, 1);
    const first = held();
    const running = queue.run(first.job);
    expect(queue.full).toBe(false);
    const waiting = queue.run(async () => "second");
    expect(queue.full).toBe(true);
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(QueueFull);
    first.finish("first");
    expect(await running).toBe("first");
    expect(await waiting).toBe("second");
    await expect(
      queue.run(async () => {
        throw new Error("broken");
      }),
    ).rejects.toThrow("broken");
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => "after")).toBe("after");
  });
});
