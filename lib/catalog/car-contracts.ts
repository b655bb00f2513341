import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { LangField } from '@/lib/api/lang';
import { ZScheduleView } from '@/lib/cars/availability';
import { DEPOSIT_CURRENCIES } from '@/lib/cars/dictionary';
import { locales } from '@/lib/i18n/locales';
import { ZId } from '@/lib/validation/numbers';
import { ZInstant } from './search-query';

const ZMoney = z.int().meta({ description: 'kopiyky' });
const ZDeposit = z
  .object({ amount: z.int().meta({ description: 'Minor units of its currency' }), currency: z.enum(DEPOSIT_CURRENCIES) })
  .nullable()
  .meta({ description: 'Held on the card for the rental, never charged; null when there is none' });

/** A car's slug as URLs carry it (`toyota-camry-2021-1234`). */
const ZCarSlug = z.string({ error: 'invalidType' }).regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/, { error: 'invalidFormat' });

export const ZCarPageBody = z.strictObject({ slug: ZCarSlug.meta({ description: 'The current slug or an old one (the answer carries the current)' }), lang: LangField });

/** A dictionary value (gearbox, fuel) with its name in the asked language. */
const ZNamedKey = z.object({ key: z.string(), name: z.string() }).nullable();

/** A period that holds the car, without saying what it is (a booking and an owner's block look the same). */
export const ZBusyPeriod = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime().meta({ description: 'Not included: [start, end)' }),
  start_local: z.string().meta({ description: 'Kyiv wall-clock time YYYY-MM-DDTHH:mm' }),
  end_local: z.string(),
});
export type TBusyPeriod = z.infer<typeof ZBusyPeriod>;

export const ZCarOwner = z.object({
  id: z.int(),
  kind: z.enum(['host', 'company']),
  name: z.string().meta({ description: 'A company’s name, or a person’s first name and initial' }),
  photo: z.string().nullable(),
  rating: z.number().nullable().meta({ description: 'Null until the owner has reviews' }),
  trips: z.int(),
  response_time: z.int().nullable().meta({ description: 'Minutes, on average; null while unknown' }),
  joined_at: z.iso.datetime(),
  verified: z.boolean(),
  url: z.string().meta({ description: 'The public profile page in the asked language: /host/{id} or /legal/{id}' }),
});
export type TCarOwner = z.infer<typeof ZCarOwner>;

/** What the car page shows: public data only (the exact place, documents and contacts are shared after booking). */
export const ZCarPage = z.object({
  id: z.int(),
  slug: z.string(),
  url: z.string().meta({ description: 'The car page in the asked language' }),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.int(),
  city: z.object({ slug: z.string(), name: z.string() }),
  specs: z.object({
    gearbox: ZNamedKey,
    fuel_type: ZNamedKey,
    engine_capacity: z.number().nullable().meta({ description: 'Litres; 0 for an electric car' }),
    fuel_consumption: z.number().nullable().meta({ description: 'l/100 km (kWh/100 km for an electric car)' }),
    doors: z.int().nullable(),
    seats: z.int().nullable(),
    color: z.string().nullable(),
    is_taxi: z.boolean(),
  }),
  photos: z.array(z.object({ file: z.string().meta({ description: '/media/images/{size}{file}' }), width: z.int(), height: z.int(), is_main: z.boolean() })),
  comment: z
    .object({ text: z.string(), lang: z.enum(locales) })
    .nullable()
    .meta({ description: 'The owner’s words in the asked language, else in the other one (`lang` says which)' }),
  location: z.object({ lat: z.number(), lng: z.number() }).meta({ description: 'Approximate (about a kilometre): the address is shared after booking' }),
  schedule: ZScheduleView.meta({ description: 'Pick-up and drop-off hours per weekday (0 Monday … 6 Sunday), Kyiv time; a day left out has none' }),
  min_notice_hours: z.int(),
  rules: z.object({
    min_term_days: z.int(),
    max_term_days: z.int(),
    free_km_per_day: z.int().nullable().meta({ description: '0: every kilometre is paid' }),
    price_per_km: ZMoney.nullable().meta({ description: 'Over the free kilometres; 0 or null: unlimited' }),
    deposit: ZDeposit,
    delivery: z.object({ offered: z.boolean(), free: z.boolean(), price: ZMoney.nullable() }),
    free_cancellation_hours: z.int().meta({ description: 'Cancelling at least this many hours before the start is free' }),
    instant_booking: z.boolean().meta({ description: 'A request is confirmed at once (no wait for the owner)' }),
  }),
  prices: z.object({
    per_hour: ZMoney.nullable(),
    per_day: ZMoney,
    per_month: ZMoney.nullable(),
    discounts: z.array(z.object({ from_days: z.int(), to_days: z.int(), amount: ZMoney.meta({ description: 'Off the daily price, per day' }) })),
    is_daily_price: z.boolean().meta({ description: 'Counts calendar days, never hours' }),
  }),
  rating: z.number().nullable(),
  review_count: z.int(),
  reviews: z
    .array(z.object({ rating: z.int(), comment: z.string(), author: z.string(), created_at: z.iso.datetime() }))
    .meta({ description: 'The latest 10 renters’ reviews of the car, newest first' }),
  availability: z.object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    busy: z.array(ZBusyPeriod).meta({ description: 'Merged periods holding the car that overlap [from, to), by start' }),
  }),
  owner: ZCarOwner,
});
export type TCarPage = z.infer<typeof ZCarPage>;

export const catalogCarContract = defineContract({
  method: 'POST',
  path: '/api/catalog/car',
  summary:
    'A listed car’s page: specs (dictionary names in the asked language), photos, comment, approximate place, hours, rules, prices, rating, the next six months’ busy periods and its owner; 404 car_not_found for an unknown, switched-off, unapproved or deleted car',
  tag: 'catalog',
  access: 'public',
  body: ZCarPageBody,
  response: ZCarPage,
});

export const ZCarPriceBody = z.strictObject({
  car_id: ZId,
  start: ZInstant,
  end: ZInstant.meta({ description: 'Not included: [start, end)' }),
  delivery: z.boolean({ error: 'invalidType' }).optional().meta({ description: 'Delivered to the renter (one way)' }),
  lang: LangField,
});
export type TCarPriceBody = z.output<typeof ZCarPriceBody>;

export const ZPriceLine = z.object({
  kind: z.enum(['months', 'days', 'discount', 'hours', 'delivery']),
  quantity: z.int(),
  unit_price: ZMoney,
  amount: ZMoney.meta({ description: 'quantity × unit_price (negative for a discount)' }),
});
export type TPriceLine = z.infer<typeof ZPriceLine>;

export const ZCarPrice = z.object({
  lines: z.array(ZPriceLine).meta({ description: 'In this order, each at most once: months, days, discount, hours, delivery' }),
  total: ZMoney.meta({ description: 'The sum of the lines: what the rental costs (the same as the catalog’s total without delivery)' }),
  deposit: ZDeposit,
  days: z.int().meta({ description: 'Days billed (before whole months were taken out)' }),
  hours: z.int(),
  mode: z.enum(['time', 'calendar']).meta({ description: 'calendar: the car counts calendar days' }),
});
export type TCarPrice = z.infer<typeof ZCarPrice>;

export const catalogPriceContract = defineContract({
  method: 'POST',
  path: '/api/catalog/price',
  summary:
    'The price of renting a listed car for [start, end) (ISO 8601 with an offset), line by line, from the same function bookings charge by; refused with booking_in_past, 139 (outside the pick-up and drop-off hours or the notice), 141 (under the minimum term), 140 (over the maximum), 125 (the car is taken then), delivery_unavailable or car_not_found',
  tag: 'catalog',
  access: 'public',
  body: ZCarPriceBody,
  response: ZCarPrice,
});
