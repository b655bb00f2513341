import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZApiUser } from './api-user';
import { ZEmail } from './fields';

/** A mailed code confirms the new address (6 digits, like the e-mail verification code). */
export const EMAIL_CHANGE_CODE_DIGITS = 6;

export const ZEmailChangeRequest = z.object({
  new_email: ZEmail,
  current_password: z.string().min(1, { error: 'required' }).max(128),
  lang: LangField,
});
export type TEmailChangeRequest = z.input<typeof ZEmailChangeRequest>;

export const ZEmailChangeConfirm = z.object({
  code: z.string().trim().regex(new RegExp(`^\\d{${EMAIL_CHANGE_CODE_DIGITS}}$`), { error: 'wrongCode' }),
  lang: LangField,
});
export type TEmailChangeConfirm = z.input<typeof ZEmailChangeConfirm>;

export const emailChangeRequestContract = defineContract({
  method: 'POST',
  path: '/api/profile/email-change/request',
  summary: 'Starts an e-mail change: checks the current password, mails a code to the new address and tells the old one',
  tag: 'profile',
  access: 'user',
  body: ZEmailChangeRequest,
  response: z.object({ new_email: z.string(), expires_at: z.string(), minutes: z.number().int() }),
});

export const emailChangeConfirmContract = defineContract({
  method: 'POST',
  path: '/api/profile/email-change/confirm',
  summary: 'Completes an e-mail change with the code sent to the new address; the old address is told',
  tag: 'profile',
  access: 'user',
  body: ZEmailChangeConfirm,
  response: z.object({ user: ZApiUser }),
});
