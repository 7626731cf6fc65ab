/** Where "now" comes from: the system clock in production, one a test can move across midnight. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
