import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZLicenceDecisionRequest, ZLicenceQueue, ZLicenceResponse } from './schemas';

const ZEmpty = z.object({ lang: LangField });

export const licenceGetContract = defineContract({
  method: 'POST', path: '/api/verification/licence/get', summary: 'The signed-in renter’s driving licence and its review status', tag: 'verification', access: 'user',
  body: ZEmpty, response: ZLicenceResponse,
});

export const licenceSaveContract = defineContract({
  method: 'POST', path: '/api/verification/licence/save', tag: 'verification', access: 'user',
  summary: 'Saves the licence (multipart: country, serial_number, first_name, last_name, birth_date, issued_on, expires_on; photos front, back, selfie — at least one in all)',
  upload: { maxBytes: 3 * 10 * 1024 * 1024 + 64 * 1024 }, response: ZLicenceResponse,
});

export const licenceSubmitContract = defineContract({
  method: 'POST', path: '/api/verification/licence/submit', summary: 'Sends the licence for review (all three photos, valid, driver 21+ with 2+ years)', tag: 'verification', access: 'user',
  body: ZEmpty, response: ZLicenceResponse,
});

export const licenceQueueContract = defineContract({
  method: 'POST', path: '/api/admin/verification/licences', summary: 'Operators: licences waiting for review', tag: 'admin', access: 'staff',
  body: ZEmpty, response: ZLicenceQueue,
});

export const licenceDecisionContract = defineContract({
  method: 'POST', path: '/api/admin/verification/licence-decision', summary: 'Operators: approve or reject a licence (a reason is required to reject)', tag: 'admin', access: 'staff',
  body: ZLicenceDecisionRequest, response: ZLicenceResponse,
});
