import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { optionalInput, zWholeNumber } from '@/lib/cars/number-input';
import { INT32_MAX, ZId, ZPage } from '@/lib/validation/numbers';
import { CHAT_LIMITS } from './limits';

export { CHAT_LIMITS } from './limits';

/** A client's own id for a message it sends: a retry with the same id finds the first, never a second. */
const ZClientId = z
  .string({ error: 'invalidType' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalidFormat' })
  .meta({ description: 'The sender’s id for this message (e.g. a UUID): the same id again returns the message already sent' });

const ZText = z.string({ error: 'invalidType' }).trim().max(CHAT_LIMITS.text);

export const ZChatSend = z.strictObject({
  booking_id: ZId,
  client_id: ZClientId,
  text: ZText,
  lang: LangField,
});

/** The photo message: multipart, its text fields as text. */
export const ZChatSendPhoto = z.object({
  booking_id: zWholeNumber(1, INT32_MAX),
  client_id: ZClientId,
  text: optionalInput(ZText),
  lang: LangField,
});

export const ZChatMessages = z.strictObject({
  booking_id: ZId,
  before_id: optionalInput(ZId).meta({ description: 'Older than this message (scrolling up); none: the newest page' }),
  after_id: optionalInput(ZId).meta({ description: 'Newer than this message (what arrived since the page was loaded)' }),
  lang: LangField,
});

export const ZChatRead = z.strictObject({
  booking_id: ZId,
  up_to_id: ZId.meta({ description: 'The newest message the reader has seen' }),
  lang: LangField,
});

export const ZChatInbox = z.strictObject({ page: ZPage, lang: LangField });

export const ZChatStatusBody = z.strictObject({
  booking_ids: z.array(ZId).max(CHAT_LIMITS.statusBookings).default([]).meta({ description: 'The current booking ids held in the app store' }),
  lang: LangField,
});

const ZTime = z.iso.datetime();

export const ZChatMessage = z.object({
  id: z.int(),
  client_id: z.string(),
  mine: z.boolean(),
  sender: z.enum(['renter', 'owner']).nullable().meta({ description: 'null: the sender’s account is gone' }),
  text: z.string().meta({ description: 'Plain text, never HTML; contact details shown as ••• when they were masked' }),
  masked: z.int().meta({ description: 'How many contact details were hidden (sent before the booking was paid)' }),
  photo: z.string().nullable().meta({ description: 'The photo’s private address (parties and operators only)' }),
  at: ZTime,
  read: z.boolean().meta({ description: 'Mine: the other party has read it. Theirs: I have' }),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatThread = z.object({
  booking_id: z.int(),
  role: z.enum(['renter', 'owner', 'operator']),
  can_write: z.boolean().meta({ description: 'From the request until 30 days after the trip; operators read only' }),
  masking: z.boolean().meta({ description: 'Contact details and links are masked until the booking is paid' }),
  other: z.object({ name: z.string(), photo: z.string().nullable() }),
  their_read_up_to: z.int().meta({ description: 'The other party has read my messages up to this id' }),
});

export const ZChatPage = z.object({
  thread: ZChatThread,
  messages: z.array(ZChatMessage).meta({ description: 'Oldest first' }),
  has_older: z.boolean(),
});

export const ZChatInboxItem = z.object({
  booking_id: z.int(),
  status: z.int(),
  role: z.enum(['renter', 'owner']),
  car: z.object({ title: z.string(), photo: z.string().nullable() }),
  other: z.object({ name: z.string(), photo: z.string().nullable() }),
  last: z.object({ text: z.string(), photo: z.boolean(), mine: z.boolean(), at: ZTime }).nullable(),
  unread: z.int(),
});
export type TChatInboxItem = z.infer<typeof ZChatInboxItem>;

export const ZChatStatusItem = z.object({
  id: z.int(),
  as: z.enum(['renter', 'owner']).meta({ description: 'The caller’s side: renter (my trips) or owner (my activity)' }),
  status: z.int().meta({ description: 'The booking’s current status (spec §4)' }),
  unread_messages: z.int(),
  notifications: z.object({ status: z.boolean().meta({ description: 'An unread notification about this booking (its status changed)' }) }),
});
export type TChatStatusItem = z.infer<typeof ZChatStatusItem>;

export const ZChatStatus = z.object({
  count_notifications: z.int().meta({ description: 'Everything unread: messages plus notifications' }),
  unread_as: z
    .object({ renter: z.int(), owner: z.int() })
    .meta({ description: 'What is new on each side, over all of the caller’s bookings: unread messages plus the bookings with an unread notification, as renter (my trips) and as owner (my activity)' }),
  bookings: z.array(ZChatStatusItem).meta({ description: 'The current bookings (not closed), and any asked for that the caller is party to' }),
});
export type TChatStatus = z.infer<typeof ZChatStatus>;

export const chatSendContract = defineContract({
  method: 'POST', path: '/api/profile/chat/send', tag: 'chat', access: 'user',
  summary: 'Sends a text message in a booking’s conversation (trimmed, at most 2 000 characters; contact details masked until the booking is paid). Idempotent by client_id',
  body: ZChatSend, response: z.object({ message: ZChatMessage }),
});

export const chatSendPhotoContract = defineContract({
  method: 'POST', path: '/api/profile/chat/send-photo', tag: 'chat', access: 'user',
  summary: 'Sends a photo (multipart: booking_id, client_id, optional text, one part named "file": JPEG, PNG, WebP or AVIF, at most 10 MB), kept privately: only the two parties and operators see it',
  body: ZChatSendPhoto,
  upload: { maxBytes: CHAT_LIMITS.photoBytes + 64 * 1024, files: [{ name: 'file', required: true, accept: 'image/jpeg, image/png, image/webp, image/avif' }] },
  response: z.object({ message: ZChatMessage }),
});

export const chatMessagesContract = defineContract({
  method: 'POST', path: '/api/profile/chat/messages', tag: 'chat', access: 'user',
  summary: 'A page of a booking’s conversation, oldest first: the newest, older than before_id, or newer than after_id',
  body: ZChatMessages, response: ZChatPage,
});

export const chatReadContract = defineContract({
  method: 'POST', path: '/api/profile/chat/read', tag: 'chat', access: 'user',
  summary: 'Marks the conversation read up to a message',
  body: ZChatRead, response: z.object({ unread: z.int() }),
});

export const chatInboxContract = defineContract({
  method: 'POST', path: '/api/profile/chat/inbox', tag: 'chat', access: 'user',
  summary: 'Every conversation of the caller, the latest first, with its last message and unread count',
  body: ZChatInbox, response: z.object({ items: z.array(ZChatInboxItem), pagination: z.object({ total: z.int(), per_page: z.int(), current_page: z.int() }) }),
});

export const chatStatusContract = defineContract({
  method: 'POST', path: '/api/profile/chat/get-status', tag: 'chat', access: 'user',
  summary: 'Spec §7: polled every 10 seconds while signed in — unread messages and notifications, and each current booking’s status',
  body: ZChatStatusBody, response: ZChatStatus,
});
