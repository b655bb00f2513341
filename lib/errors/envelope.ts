import { z } from 'zod';

/** The failure body every API call returns: `{ error: { code, message, fields? } }`. */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
