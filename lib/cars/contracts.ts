import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { INT32_MAX, ZId } from '@/lib/validation/numbers';
import { ZAvailabilityView, ZAvailabilityWindow, ZBlockFields, ZBlockView, ZScheduleSettings, ZUnblockFields } from './availability';
import { CAR_LIMITS } from './car-fields';
import { PHOTO_UPLOAD_MAX_BYTES, PHOTOS_PER_UPLOAD } from './car-photos';
import { ZCarDraftForm } from './car-schema';
import { ZCarView } from './car-view';
import { zWholeNumber } from './number-input';
import { ZMinNotice, ZWeeklySchedule } from './schedule';

const ZCarRef = z.object({ car_id: ZId, lang: LangField });
const ZCarResponse = z.object({ car: ZCarView });
const ZCarList = z.object({ cars: z.array(ZCarView) });

export const carCreateContract = defineContract({
  method: 'POST', path: '/api/profile/car/create', tag: 'cars', access: 'user',
  summary: 'Hosts and companies: starts a listing as a draft with the form so far (every field optional, each present one valid; prices in whole hryvnias)',
  body: ZCarDraftForm.safeExtend({ lang: LangField }), response: ZCarResponse,
});

export const carUpdateContract = defineContract({
  method: 'POST', path: '/api/profile/car/update', tag: 'cars', access: 'user',
  summary: 'Saves the whole form of an own car (fields left out are cleared). A car under review or approved must stay complete; on an approved car a change to what moderation checked sends it back to the queue',
  body: ZCarDraftForm.safeExtend({ car_id: ZId, lang: LangField }), response: ZCarResponse,
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

export const carPhotosUploadContract = defineContract({
  method: 'POST', path: '/api/profile/car/photos/upload', tag: 'cars', access: 'user',
  summary: `Adds photos to an own car after its others (multipart: car_id, and 1–${PHOTOS_PER_UPLOAD} file parts named "photos", each a JPEG, PNG, WebP or AVIF up to 10 MB; at most ${CAR_LIMITS.photos.max} photos in all). The first becomes main if the car has none; adding to an approved car sends it back to moderation`,
  // Multipart fields are text: the car id comes as "12".
  body: z.object({ car_id: zWholeNumber(1, INT32_MAX), lang: LangField }),
  upload: { maxBytes: PHOTO_UPLOAD_MAX_BYTES, files: [{ name: 'photos', required: true, max: PHOTOS_PER_UPLOAD }] }, response: ZCarResponse,
});

export const carPhotosReorderContract = defineContract({
  method: 'POST', path: '/api/profile/car/photos/reorder', tag: 'cars', access: 'user',
  summary: 'Puts an own car’s photos in the order given: photo_ids must be exactly its photo ids, each once. Never sends a car back to moderation',
  body: z.object({ car_id: ZId, photo_ids: z.array(ZId).max(CAR_LIMITS.photos.max), lang: LangField }), response: ZCarResponse,
});

export const carPhotoMainContract = defineContract({
  method: 'POST', path: '/api/profile/car/photos/main', tag: 'cars', access: 'user',
  summary: 'Makes one of an own car’s photos the main one (the catalog’s picture). Never sends a car back to moderation',
  body: z.object({ car_id: ZId, photo_id: ZId, lang: LangField }), response: ZCarResponse,
});

export const carPhotoDeleteContract = defineContract({
  method: 'POST', path: '/api/profile/car/photos/delete', tag: 'cars', access: 'user',
  summary: 'Deletes a photo of an own car (the next one becomes main if it was); a car under review or approved keeps at least 4, and deleting from an approved car sends it back to moderation',
  body: z.object({ car_id: ZId, photo_id: ZId, lang: LangField }), response: ZCarResponse,
});

export const carModerationQueueContract = defineContract({
  method: 'POST', path: '/api/admin/car/pending', summary: 'Operators: cars awaiting moderation, oldest first, with every field and photo', tag: 'admin', access: 'staff',
  body: z.object({ lang: LangField }), response: ZCarList,
});

export const carDecisionContract = defineContract({
  method: 'POST', path: '/api/admin/car/decision', summary: 'Operators: approve a car (listed at once) or reject it with a reason; the owner is e-mailed', tag: 'admin', access: 'staff',
  body: z.object({
    car_id: ZId,
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().trim().max(255).optional(),
    updated_at: z.iso
      .datetime()
      .optional()
      .meta({ description: 'The car’s updated_at as the operator reviewed it: if the car has changed since (its owner edited it or its photos), the decision is refused with car_changed' }),
    lang: LangField,
  }),
  response: ZCarResponse,
});

// The availability calendar (docs/cars.md "Availability"): Kyiv days and times, periods [start, end).
export const carAvailabilityGetContract = defineContract({
  method: 'POST', path: '/api/profile/car/availability/get', tag: 'cars', access: 'user',
  summary: 'An own car’s calendar for the Kyiv days from_date–to_date (inclusive, at most 400): weekly pick-up and drop-off hours, minimum notice, and the blocks and bookings (busy time, no renter details) overlapping those days',
  body: ZAvailabilityWindow.safeExtend({ car_id: ZId, lang: LangField }), response: ZAvailabilityView,
});

export const carAvailabilityBlockContract = defineContract({
  method: 'POST', path: '/api/profile/car/availability/block', tag: 'cars', access: 'user',
  summary: 'Blocks whole Kyiv days (from_date–to_date, inclusive) or exact Kyiv times (start–end, end excluded) of an own car; blocks it overlaps or touches merge into one (merged_ids). Refused if already over, or overlapping a booking (125). Never sends a car back to moderation',
  body: ZBlockFields.safeExtend({ car_id: ZId, lang: LangField }), response: z.object({ block: ZBlockView, merged_ids: z.array(z.number()) }),
});

export const carAvailabilityUnblockContract = defineContract({
  method: 'POST', path: '/api/profile/car/availability/unblock', tag: 'cars', access: 'user',
  summary: 'Removes a block of an own car (period_id), or only its part within from_date–to_date or start–end, trimming or splitting it; returns what is left of it. Bookings cannot be unblocked',
  body: ZUnblockFields.safeExtend({ car_id: ZId, period_id: ZId, lang: LangField }), response: z.object({ blocks: z.array(ZBlockView) }),
});

export const carAvailabilityScheduleContract = defineContract({
  method: 'POST', path: '/api/profile/car/availability/schedule', tag: 'cars', access: 'user',
  summary: 'Sets an own car’s weekly pick-up and drop-off hours (keys 0 Monday … 6 Sunday, Kyiv time, HH:MM in 30-minute steps, 24:00 for the end of the day; a day left out has none) the minimum notice before a trip (0–168 hours) and instant booking. Bookings starting or ending outside them are refused (139)',
  body: z.object({
    car_id: ZId,
    schedule: ZWeeklySchedule,
    min_notice_hours: ZMinNotice,
    instant_booking: z.boolean({ error: 'invalidType' }).optional().meta({ description: 'Instant booking: requests confirmed at once; left out: unchanged' }),
    lang: LangField,
  }),
  response: ZScheduleSettings,
});
