/**
 * Lets the browser run what is waiting (a tap, a paint) before going on: what follows runs in a new task.
 * A phone's main thread is then never held for the whole start-up at once (Lighthouse's total blocking
 * time counts each task's time past 50 ms, so five short tasks block far less than their sum in one).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
