import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZId } from '@/lib/validation/numbers';

export const ZJobSummary = z.object({
  name: z.string(),
  last_run_at: z.string().nullable(),
  last_status: z.enum(['done', 'failed']).nullable(),
  last_error: z.string().nullable(),
  next_run_at: z.string().nullable(),
  queued: z.number().int(),
  running: z.number().int(),
  failed_24h: z.number().int(),
});

export const ZFailedJob = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  finished_at: z.string().nullable(),
});

export const jobListContract = defineContract({
  method: 'POST',
  path: '/api/admin/jobs/list',
  summary: 'Operators: each background job with its last run, next run and failures; the latest failed runs',
  tag: 'admin',
  access: 'staff',
  body: z.object({ lang: LangField }),
  response: z.object({ jobs: z.array(ZJobSummary), failed: z.array(ZFailedJob) }),
});

export const jobRetryContract = defineContract({
  method: 'POST',
  path: '/api/admin/jobs/retry',
  summary: 'Operators: queues a failed run again, now, with a fresh set of tries',
  tag: 'admin',
  access: 'staff',
  body: z.object({ id: ZId, lang: LangField }),
  response: z.object({ queued: z.literal(true) }),
});
