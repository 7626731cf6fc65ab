import type { Clock } from "../src/platform/clock.js";

/** A clock a test sets and moves (India time is UTC+05:30: "2026-11-22T23:50:00+05:30"). */
export class TestClock implements Clock {
  private at: number;

  constructor(iso: string) {
    this.at = Date.parse(iso);
  }

  now(): Date {
    return new Date(this.at);
  }

  set(iso: string): void {
    this.at = Date.parse(iso);
  }

  advanceDays(days: number): void {
    this.at += days * 86_400_000;
  }
}
