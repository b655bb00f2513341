import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZPage } from '@/lib/validation/numbers';
import { ZConfirmCodeRequest, ZSendCodeRequest } from '@/lib/verification/schemas';
import { ZAccountState, ZApiUser } from './api-user';
import {
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZChangeRoleRequest,
  ZCheckEmailRequest,
  ZPasswordChangeRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZProfileUpdateRequest,
  ZPublicProfileRequest,
  ZRegisterHostRequest,
  ZRegisterLegalRequest,
  ZRegisterUserRequest,
  ZReportRequest,
  ZSettingsUpdateRequest,
  ZSignInRequest,
  ZSocialLoginRequest,
  ZSocialRegisterRequest,
} from './schemas';

/** A new session: the account, the token for app clients (the web gets the HttpOnly cookie), where to go. */
const ZSession = z.object({ user: ZApiUser, access_token: z.string(), redirect: z.string() }).meta({ id: 'Session' });
const ZEmpty = z.object({ lang: LangField });

const register = (kind: 'user' | 'host' | 'legal', body: z.ZodType) =>
  defineContract({
    method: 'POST',
    path: `/api/auth/register-${kind}`,
    summary: `Creates a ${kind === 'user' ? 'renter' : kind === 'host' ? 'host' : 'company'} account and signs it in`,
    tag: 'auth',
    access: 'public',
    body,
    response: ZSession,
  });

export const registerUserContract = register('user', ZRegisterUserRequest);
export const registerHostContract = register('host', ZRegisterHostRequest);
export const registerLegalContract = register('legal', ZRegisterLegalRequest);

export const checkEmailContract = defineContract({
  method: 'POST', path: '/api/auth/check-email', summary: 'E-mail-first entry: whether an account uses this e-mail', tag: 'auth', access: 'public',
  body: ZCheckEmailRequest, response: z.object({ exists: z.boolean() }),
});

export const signInContract = defineContract({
  method: 'POST', path: '/api/auth/sign-in', summary: 'Signs in with e-mail and password (rate-limited per account and address)', tag: 'auth', access: 'public',
  body: ZSignInRequest, response: ZSession,
});

export const passwordChangeContract = defineContract({
  method: 'POST', path: '/api/auth/password/change', summary: 'Changes the password (the current one is required)', tag: 'auth', access: 'user',
  body: ZPasswordChangeRequest, response: z.object({ changed: z.literal(true) }),
});

export const passwordResetRequestContract = defineContract({
  method: 'POST', path: '/api/auth/password/reset-request', summary: 'Mails a single-use password reset link', tag: 'auth', access: 'public',
  body: ZPasswordResetRequest, response: z.object({ sent: z.literal(true) }),
});

export const passwordResetContract = defineContract({
  method: 'POST', path: '/api/auth/password/reset', summary: 'Sets a new password from a reset link; ends every session of the account', tag: 'auth', access: 'public',
  body: ZPasswordResetConfirm, response: z.object({ reset: z.literal(true) }),
});

export const getUserContract = defineContract({
  method: 'POST', path: '/api/profile/get-user', summary: 'The signed-in account: data.user, data.reviews, data.cars, data.balance', tag: 'profile', access: 'user',
  body: ZEmpty, response: ZAccountState,
});

export const changeRoleContract = defineContract({
  method: 'POST', path: '/api/profile/user/change-role', summary: 'Switches between renter and host; read data.data.user', tag: 'profile', access: 'user',
  body: ZChangeRoleRequest, response: z.object({ data: z.object({ user: ZApiUser }) }),
});

export const profileUpdateContract = defineContract({
  method: 'POST', path: '/api/profile/update', summary: 'Updates name, contacts, city and languages', tag: 'profile', access: 'user',
  body: ZProfileUpdateRequest, response: z.object({ user: ZApiUser }),
});

export const settingsUpdateContract = defineContract({
  method: 'POST', path: '/api/profile/settings', summary: 'Newsletter and notification opt-outs', tag: 'profile', access: 'user',
  body: ZSettingsUpdateRequest, response: z.object({ user: ZApiUser }),
});

export const deleteRequestContract = defineContract({
  method: 'POST', path: '/api/profile/delete-request', summary: 'Schedules account deletion within 2 business days', tag: 'profile', access: 'user',
  body: ZEmpty, response: z.object({ deletion_due_at: z.string() }),
});

export const deleteCancelContract = defineContract({
  method: 'POST', path: '/api/profile/delete-cancel', summary: 'Withdraws a pending deletion request', tag: 'profile', access: 'user',
  body: ZEmpty, response: z.object({ user: ZApiUser }),
});

export const ZPublicProfile = z.object({
  id: z.number(),
  kind: z.enum(['user', 'host', 'legal']),
  full_name: z.string(),
  avatar: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.array(z.object({ code: z.string(), level: z.string() })),
  joined_at: z.string(),
  trips_count: z.number(),
  response_time_minutes: z.number().nullable(),
  rating: z.number().nullable(),
  reviews: z.array(z.object({ rating: z.number(), comment: z.string(), author: z.string(), created_at: z.string() })),
  verified: z.boolean(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

export const publicProfileContract = defineContract({
  method: 'POST', path: '/api/profile/public', summary: 'A public profile: nothing private', tag: 'profile', access: 'public',
  body: ZPublicProfileRequest, response: ZPublicProfile,
});

export const reportCreateContract = defineContract({
  method: 'POST', path: '/api/reports/create', summary: 'Reports a user (reasons 1 suspicious profile, 2 misbehavior, 3 fraud)', tag: 'reports', access: 'user',
  body: ZReportRequest, response: z.object({ id: z.number(), status: z.string() }),
});

export const reportListContract = defineContract({
  method: 'POST', path: '/api/admin/reports/list', summary: 'Operators: reports by status, newest first', tag: 'admin', access: 'staff',
  body: z.object({ status: z.enum(['open', 'resolved', 'dismissed']).default('open'), page: ZPage, lang: LangField }),
  response: z.object({
    items: z.array(z.object({ id: z.number(), reporter_id: z.number(), target_id: z.number(), reason: z.number(), comment: z.string(), status: z.string(), created_at: z.string() })),
    pagination: z.object({ current_page: z.number(), per_page: z.number() }),
  }),
});

export const avatarUploadContract = defineContract({
  method: 'POST', path: '/api/profile/avatar', summary: 'Uploads a profile photo (multipart field "file"; JPEG, PNG, WebP, AVIF up to 10 MB)', tag: 'profile', access: 'user',
  upload: { maxBytes: 10 * 1024 * 1024 + 64 * 1024, files: [{ name: 'file', required: true }] }, response: z.object({ user: ZApiUser }),
});

export const outboxListContract = defineContract({
  method: 'POST', path: '/api/admin/outbox/list', summary: 'Operators: which e-mails and SMS were sent to a recipient and how delivery went (support); never their body, link or code', tag: 'admin', access: 'staff',
  body: z.object({ recipient: z.string().trim().min(3).max(254), lang: LangField }),
  response: z.object({
    // No body, link or code: they would let an operator take over the account. The recipient is
    // masked, and codes or links in a subject are replaced by ••••.
    items: z.array(
      z.object({
        id: z.number(),
        channel: z.string(),
        recipient: z.string(),
        template: z.string(),
        locale: z.string(),
        subject: z.string().nullable(),
        status: z.string(),
        attempts: z.number(),
        last_error: z.string().nullable(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
      }),
    ),
  }),
});

export const socialLoginContract = defineContract({
  method: 'POST', path: '/api/auth/social/complete-login', summary: 'Completes a Google/Facebook sign-in with the one-time token of /s-login/{token}', tag: 'auth', access: 'public',
  body: ZSocialLoginRequest, response: ZSession,
});

export const socialRegisterContract = defineContract({
  method: 'POST', path: '/api/auth/social/complete-register', summary: 'Creates a renter account from a Google/Facebook profile (/s-register/{driver}/{id})', tag: 'auth', access: 'public',
  body: ZSocialRegisterRequest, response: ZSession,
});

export const sendCodeContract = defineContract({
  method: 'POST', path: '/api/verification/send-code', summary: 'Sends a confirmation code to the e-mail (6 digits) or phone (4 digits, SMS)', tag: 'verification', access: 'user',
  body: ZSendCodeRequest, response: z.object({ expires_at: z.string(), resend_after: z.number() }),
});

export const confirmCodeContract = defineContract({
  method: 'POST', path: '/api/verification/confirm-code', summary: 'Confirms the e-mail or phone with the code ("Wrong code" otherwise)', tag: 'verification', access: 'user',
  body: ZConfirmCodeRequest, response: z.object({ user: ZApiUser }),
});

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
