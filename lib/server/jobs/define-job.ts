import 'server-only';

export type JobRun = {
  id: number;
  payload: Record<string, unknown>;
  /** The clock of this run (tests pass a frozen one). */
  now: Date;
  /** 1 on the first try. */
  attempt: number;
};

/**
 * A named kind of background work. `every` makes it recurring (the runner keeps exactly one
 * pending row for it); `transactional` runs the work and the job's completion in one transaction,
 * so the work is never done twice and never lost (use it for database-only work; work that talks
 * to the outside world must be idempotent on its own, since a crash can repeat it).
 */
export type JobDefinition = {
  name: string;
  run: (job: JobRun) => Promise<unknown>;
  every?: number;
  transactional?: boolean;
  maxAttempts?: number;
};

export function defineJob(definition: JobDefinition): JobDefinition {
  return definition;
}

/** Retry delay after the nth failed try: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
