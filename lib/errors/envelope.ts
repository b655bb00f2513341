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
export type TErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** The success body: `{ data: … }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
