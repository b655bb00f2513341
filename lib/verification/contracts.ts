import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { LICENCE_SIDES, ZLicenceFields } from './licence';
import { ZCompanyApplication, ZHostApplication, ZLicenceDecisionRequest, ZLicenceQueue, ZLicenceResponse, ZOwnerApplicationView, ZOwnerDecisionRequest, ZOwnerQueue } from './schemas';

const ZEmpty = z.object({ lang: LangField });

export const licenceGetContract = defineContract({
  method: 'POST', path: '/api/verification/licence/get', summary: 'The signed-in renter’s driving licence and its review status', tag: 'verification', access: 'user',
  body: ZEmpty, response: ZLicenceResponse,
});

export const licenceSaveContract = defineContract({
  method: 'POST', path: '/api/verification/licence/save', tag: 'verification', access: 'user',
  summary: 'Saves the licence (multipart: country, serial_number, first_name, last_name, birth_date, issued_on, expires_on; photos front, back, selfie — at least one in all)',
  body: ZLicenceFields,
  upload: { maxBytes: 3 * 10 * 1024 * 1024 + 64 * 1024, files: LICENCE_SIDES.map((name) => ({ name })) }, response: ZLicenceResponse,
});

export const licenceSubmitContract = defineContract({
  method: 'POST', path: '/api/verification/licence/submit', summary: 'Sends the licence for review (all three photos, valid, driver 21+ with 2+ years)', tag: 'verification', access: 'user',
  body: ZEmpty, response: ZLicenceResponse,
});

export const licenceQueueContract = defineContract({
  method: 'POST', path: '/api/admin/verification/licences', summary: 'Operators: licences waiting for review, each with the applicant’s name, contacts, registration date and history', tag: 'admin', access: 'staff',
  body: ZEmpty, response: ZLicenceQueue,
});

export const licenceDecisionContract = defineContract({
  method: 'POST', path: '/api/admin/verification/licence-decision', summary: 'Operators: approve or reject a licence (a reason is required to reject)', tag: 'admin', access: 'staff',
  body: ZLicenceDecisionRequest, response: ZLicenceResponse,
});

const ZApplicationResponse = z.object({ application: ZOwnerApplicationView.nullable() });

export const companyApplicationContract = defineContract({
  method: 'POST', path: '/api/verification/company/apply', summary: 'Companies: EDRPOU (check digit validated) and registration details for verification', tag: 'verification', access: 'user',
  body: ZCompanyApplication, response: ZApplicationResponse,
});

export const hostApplicationContract = defineContract({
  method: 'POST', path: '/api/verification/host/apply', summary: 'Hosts: identity details (РНОКПП) for verification', tag: 'verification', access: 'user',
  body: ZHostApplication, response: ZApplicationResponse,
});

export const applicationGetContract = defineContract({
  method: 'POST', path: '/api/verification/owner/get', summary: 'The host’s or company’s verification application and its status', tag: 'verification', access: 'user',
  body: ZEmpty, response: ZApplicationResponse,
});

export const applicationQueueContract = defineContract({
  method: 'POST', path: '/api/admin/verification/owners', summary: 'Operators: host and company applications waiting for review, each with the applicant’s name, contacts, registration date and history', tag: 'admin', access: 'staff',
  body: ZEmpty, response: ZOwnerQueue,
});

export const applicationDecisionContract = defineContract({
  method: 'POST', path: '/api/admin/verification/owner-decision', summary: 'Operators: approve (legal_verification 2) or reject (3, with a reason)', tag: 'admin', access: 'staff',
  body: ZOwnerDecisionRequest, response: ZApplicationResponse,
});

export const identityStartContract = defineContract({
  method: 'POST', path: '/api/verification/identity/start', summary: 'Opens an identity-app share (deeplink and QR code) for the driving licence', tag: 'verification', access: 'user',
  body: ZEmpty, response: z.object({ session_id: z.string(), deeplink: z.string(), qr_svg: z.string() }),
});

export const identityStatusContract = defineContract({
  method: 'POST', path: '/api/verification/identity/status', summary: 'The state of an identity-app share: waiting, approved, mismatch or expired', tag: 'verification', access: 'user',
  body: z.object({ session_id: z.string().uuid(), lang: LangField }), response: z.object({ status: z.string(), reason: z.string().nullable() }),
});
