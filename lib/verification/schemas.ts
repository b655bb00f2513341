import { z } from 'zod';
import { LangField } from '@/lib/api/lang';

export const ZCodeChannel = z.enum(['email', 'phone']);
export const ZSendCodeRequest = z.object({ channel: ZCodeChannel, lang: LangField });
/** Spec §5: the phone code has four digits; the e-mail code six. */
export const ZConfirmCodeRequest = z
  .object({ channel: ZCodeChannel, code: z.string().trim().regex(/^\d+$/, { error: 'wrongCode' }), lang: LangField })
  .refine((body) => body.code.length === (body.channel === 'phone' ? 4 : 6), { error: 'wrongCode', path: ['code'] });
