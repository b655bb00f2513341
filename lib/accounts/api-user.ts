import { z } from 'zod';
import { LANGUAGE_LEVELS } from './schemas';
import { ZCarSummary } from '@/lib/cars/car-summary';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The account as the API returns it (spec §3 User): the spec's 0/1 flags and snake_case names. */
export const ZApiUser = z.object({
  id: z.number(),
  full_name: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_host: flag,
  is_user: flag,
  legal_verification: z.number(),
  is_driver_license_verified: flag,
  is_staff: flag,
  photo: z.object({ path: z.string().nullable() }),
  avatar: z.string().nullable(),
  languages: z.array(z.object({ code: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  newsletter: flag,
  notify_phone_opt_out: flag,
  notify_email_opt_out: flag,
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
  company_name: z.string().nullable(),
  created_at: z.string(),
  trips_count: z.number(),
  response_time_minutes: z.number().nullable(),
  deletion_due_at: z.string().nullable(),
  email_verified: flag,
  phone_verified: flag,
}).meta({ id: 'ApiUser' });
export type TApiUser = z.infer<typeof ZApiUser>;

/** spec §7 get-user: data.user, data.reviews (rating), data.cars (a host's or company's own cars; null for renters), balance. */
export const ZAccountState = z.object({
  user: ZApiUser,
  reviews: z.object({ rating: z.number().nullable(), count: z.number() }),
  cars: z.array(ZCarSummary).nullable(),
  balance: z.int().meta({ description: 'The owner’s balance available to pay out, in kopiyky like every amount of the API (docs/payouts.md); 0 for renters' }),
});
