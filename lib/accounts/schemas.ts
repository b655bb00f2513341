import { z } from 'zod';
import { LangField } from '@/lib/api/lang';
import { ZAcceptTerms, ZEmail, ZPassword, ZPersonName, ZPhone, ZTextArea } from './fields';
import { ZId } from '@/lib/validation/numbers';

/** Where a successful sign-in may send the person back (a same-site path; checked on the server too). */
const ZRef = z.string().max(2000).optional();

const withConfirmation = <T extends z.ZodObject<{ password: typeof ZPassword; password_confirmation: z.ZodString }>>(schema: T) =>
  schema.refine((body) => body.password === body.password_confirmation, { error: 'sameAsPassword', path: ['password_confirmation'] });

const person = {
  first_name: ZPersonName,
  last_name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  password: ZPassword,
  password_confirmation: z.string().min(1, { error: 'required' }),
  accept_terms: ZAcceptTerms,
  lang: LangField,
  ref: ZRef,
};

export const ZRegisterUserRequest = withConfirmation(z.object(person));
export type TRegisterUserRequest = z.input<typeof ZRegisterUserRequest>;

export const ZRegisterHostRequest = withConfirmation(z.object(person));

/** Companies: the company name, its corporate e-mail and phone, and the representative's name. */
export const ZRegisterLegalRequest = withConfirmation(
  z.object({ ...person, company_name: z.string().trim().min(2).max(150) }),
);
export type TRegisterLegalRequest = z.input<typeof ZRegisterLegalRequest>;

export const ZCheckEmailRequest = z.object({ email: ZEmail, lang: LangField });

/** Which sign-in page was used: it picks the default landing page after sign-in. */
export const SIGN_IN_PORTALS = ['user', 'host', 'legal'] as const;
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1, { error: 'required' }).max(128),
  portal: z.enum(SIGN_IN_PORTALS).default('user'),
  lang: LangField,
  ref: ZRef,
});
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZPasswordChangeRequest = z
  .object({
    current_password: z.string().min(1, { error: 'required' }).max(128),
    password: ZPassword,
    password_confirmation: z.string().min(1, { error: 'required' }),
    lang: LangField,
  })
  .refine((body) => body.password === body.password_confirmation, { error: 'sameAsPassword', path: ['password_confirmation'] });

export const ZPasswordResetRequest = z.object({ email: ZEmail, lang: LangField });

export const ZPasswordResetConfirm = withConfirmation(
  z.object({ token: z.string().min(10).max(200), password: ZPassword, password_confirmation: z.string().min(1, { error: 'required' }), lang: LangField }),
);

export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
/** Languages people list on their profiles (ISO 639-1). */
export const PROFILE_LANGUAGES = ['uk', 'en', 'pl', 'de', 'fr', 'es', 'it', 'cs', 'ro', 'hu', 'sk', 'he', 'tr', 'ka', 'crh'] as const;

export const ZProfileUpdateRequest = z.object({
  first_name: ZPersonName,
  last_name: ZPersonName,
  /** Optional and only accepted unchanged: the e-mail changes through /api/profile/email-change. */
  email: ZEmail.optional(),
  phone: ZPhone,
  city_id: ZId.nullable().optional(),
  languages: z
    .array(z.object({ code: z.enum(PROFILE_LANGUAGES), level: z.enum(LANGUAGE_LEVELS) }))
    .max(10)
    .refine((list) => new Set(list.map((item) => item.code)).size === list.length, { error: 'duplicateLanguage' })
    .default([]),
  lang: LangField,
});
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;

export const ZSettingsUpdateRequest = z.object({
  newsletter: z.boolean(),
  notify_phone_opt_out: z.boolean(),
  notify_email_opt_out: z.boolean(),
  lang: LangField,
});

export const ZChangeRoleRequest = z.object({ accept_agreement: z.boolean().optional(), lang: LangField });

/** Spec §9 report reasons: 1 suspicious profile, 2 misbehavior, 3 fraud. */
export const REPORT_REASONS = [1, 2, 3] as const;
export const ZReportRequest = z.object({
  user_id: ZId,
  reason: z.union(REPORT_REASONS.map((reason) => z.literal(reason)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], { error: 'selectOption' }),
  comment: ZTextArea.optional(),
  lang: LangField,
});

export const ZPublicProfileRequest = z.object({ id: ZId, lang: LangField });

export const ZSocialLoginRequest = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/, { error: 'invalidFormat' }), ref: ZRef, lang: LangField });

/** Finishing a sign-up that began with Google or Facebook: no password; contacts as for everyone. */
export const ZSocialRegisterRequest = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, { error: 'invalidFormat' }),
  first_name: ZPersonName,
  last_name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  accept_terms: ZAcceptTerms,
  lang: LangField,
});

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
