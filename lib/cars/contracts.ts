import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZId } from '@/lib/validation/numbers';
import { ZCarDraft } from './car-schema';
import { ZCarView } from './car-view';

const ZCarRef = z.object({ car_id: ZId, lang: LangField });
const ZCarResponse = z.object({ car: ZCarView });
const ZCarList = z.object({ cars: z.array(ZCarView) });

export const carCreateContract = defineContract({
  method: 'POST', path: '/api/profile/car/create', tag: 'cars', access: 'user',
  summary: 'Hosts and companies: starts a listing as a draft with the form so far (every field optional, each present one valid; prices in whole hryvnias)',
  body: ZCarDraft.safeExtend({ lang: LangField }), response: ZCarResponse,
});

export const carUpdateContract = defineContract({
  method: 'POST', path: '/api/profile/car/update', tag: 'cars', access: 'user',
  summary: 'Saves the whole form of an own car (fields left out are cleared). A car under review or approved must stay complete; on an approved car a change to what moderation checked sends it back to the queue',
  body: ZCarDraft.safeExtend({ car_id: ZId, lang: LangField }), response: ZCarResponse,
});

export const carGetContract = defineContract({
  method: 'POST', path: '/api/profile/car/get', summary: 'One own car with every field, its photos and state', tag: 'cars', access: 'user',
  body: ZCarRef, response: ZCarResponse,
});

export const carListContract = defineContract({
  method: 'POST', path: '/api/profile/car/list', summary: 'The owner’s cars (a company: its whole fleet), newest first', tag: 'cars', access: 'user',
  body: z.object({ lang: LangField }), response: ZCarList,
});

export const carSubmitContract = defineContract({
  method: 'POST', path: '/api/profile/car/submit', summary: 'Sends a draft or rejected car to moderation (verified owner, every field, 4+ photos with one main)', tag: 'cars', access: 'user',
  body: ZCarRef, response: ZCarResponse,
});

export const carActivateContract = defineContract({
  method: 'POST', path: '/api/profile/car/activate', summary: 'Switches an approved car on (verified owner): listed and bookable', tag: 'cars', access: 'user',
  body: ZCarRef, response: ZCarResponse,
});

export const carDeactivateContract = defineContract({
  method: 'POST', path: '/api/profile/car/deactivate', summary: 'Switches an approved car off: hidden from the catalog', tag: 'cars', access: 'user',
  body: ZCarRef, response: ZCarResponse,
});

export const carDeleteContract = defineContract({
  method: 'POST', path: '/api/profile/car/delete', summary: 'Deletes an own car (softly: bookings keep pointing at it; booking it answers “Car deleted”)', tag: 'cars', access: 'user',
  body: ZCarRef, response: z.object({ deleted: z.literal(true) }),
});

export const carModerationQueueContract = defineContract({
  method: 'POST', path: '/api/admin/car/pending', summary: 'Operators: cars awaiting moderation, oldest first, with every field and photo', tag: 'admin', access: 'staff',
  body: z.object({ lang: LangField }), response: ZCarList,
});

export const carDecisionContract = defineContract({
  method: 'POST', path: '/api/admin/car/decision', summary: 'Operators: approve a car (listed at once) or reject it with a reason; the owner is e-mailed', tag: 'admin', access: 'staff',
  body: z.object({ car_id: ZId, decision: z.enum(['approved', 'rejected']), reason: z.string().trim().max(255).optional(), lang: LangField }),
  response: ZCarResponse,
});
