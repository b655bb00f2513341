import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZPagination } from '@/lib/catalog/contracts';
import { ZId, ZPage } from '@/lib/validation/numbers';

/**
 * The notification centre through the API (docs/notifications.md): the signed-in person's
 * notifications, newest first, and marking them read. Shared by the route handlers, the OpenAPI
 * document and the /notifications page.
 */

export const NOTIFICATION_LIMITS = { perPage: 20, idsPerCall: 100 } as const;

const ZTime = z.object({ at: z.iso.datetime(), local: z.string().meta({ description: 'Kyiv wall-clock time YYYY-MM-DDTHH:mm' }) });

export const ZNotification = z.object({
  id: z.int(),
  kind: z.string().meta({ description: 'The booking notice (`requested`, `paid`, `review_received`, … — docs/notifications.md)' }),
  booking_id: z.int().nullable(),
  role: z.enum(['renter', 'owner']).nullable().meta({ description: 'The recipient’s side of the booking' }),
  text: z.string().meta({ description: 'What happened, in the asked language' }),
  car: z.object({ title: z.string() }).nullable(),
  url: z.string().nullable().meta({ description: 'The booking page’s path in the asked language' }),
  created: ZTime,
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = z.object({
  notifications: z.array(ZNotification),
  unread: z.int().meta({ description: 'All of the caller’s unread notifications' }),
  newest_id: z.int().nullable().meta({ description: 'The id of the caller’s newest notification (any page): `up_to` for marking all read' }),
  pagination: ZPagination,
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationList = z.strictObject({ page: ZPage, lang: LangField });

/** Exactly one of: some notifications by id, every one of a booking, or all of them. */
export const ZNotificationRead = z
  .strictObject({
    ids: z.array(ZId).min(1).max(NOTIFICATION_LIMITS.idsPerCall).optional().meta({ description: 'These notifications (others’ ids are ignored)' }),
    booking_id: ZId.optional().meta({ description: 'Every notification about this booking' }),
    all: z.literal(true, { error: 'invalidType' }).optional().meta({ description: 'Every notification' }),
    up_to: ZId.optional().meta({ description: 'With `all`: only those up to this id (the newest the page showed), so one that arrived since stays unread' }),
    lang: LangField,
  })
  .superRefine((body, ctx) => {
    const given = [body.ids !== undefined, body.booking_id !== undefined, body.all !== undefined].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', message: 'readTarget', path: ['ids'] });
    else if (body.up_to !== undefined && body.all === undefined) ctx.addIssue({ code: 'custom', message: 'upToWithAll', path: ['up_to'] });
  });
export type TNotificationRead = z.output<typeof ZNotificationRead>;

export const notificationListContract = defineContract({
  method: 'POST', path: '/api/profile/notifications/list', tag: 'notifications', access: 'user',
  summary: 'The caller’s notifications about their bookings, newest first (20 a page), each with what happened in words, the car, the booking page and whether it was read; with the count of unread ones',
  body: ZNotificationList,
  response: ZNotificationPage,
});

export const notificationReadContract = defineContract({
  method: 'POST', path: '/api/profile/notifications/read', tag: 'notifications', access: 'user',
  summary:
    'Marks the caller’s notifications read: those of `ids`, every one about `booking_id`, or `all` (exactly one of them). Other people’s notifications are never touched; answers how many changed and how many stay unread',
  body: ZNotificationRead,
  response: z.object({ updated: z.int(), unread: z.int() }),
});
