/** The one source of "now" for the server: injectable so tests run on a fixed time. */
export interface Clock {
  now(): Date;
}

/** The real wall clock. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that only moves when told to (tests). */
export interface FixedClock extends Clock {
  set(date: Date | string): void;
  advance(milliseconds: number): void;
}

/** Creates a clock frozen at `start` (default 2025-06-08T09:30:00.000Z). */
export function createFixedClock(start: Date | string = '2025-06-08T09:30:00.000Z'): FixedClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

/** The instant `milliseconds` after `date`. */
export function addMilliseconds(date: Date, milliseconds: number): Date {
  return new Date(date.getTime() + milliseconds);
}
