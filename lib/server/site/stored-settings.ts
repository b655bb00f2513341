import 'server-only';
import { z } from 'zod';

/** Text kept in both languages. */
export const ZLocalized = z.object({ uk: z.string(), en: z.string() });
export type TLocalized = z.infer<typeof ZLocalized>;

const emptyText = { uk: '', en: '' };

const ZRatesKop = z.object({ usd_kop: z.number().int(), eur_kop: z.number().int() });

/** One operator's change of the deposit rates: when (ISO instant), who (user id), from what, to what. */
const ZDepositRateChange = z.object({ at: z.string(), by: z.number().int().nullable(), from: ZRatesKop, to: ZRatesKop });
export type StoredDepositRateChange = z.output<typeof ZDepositRateChange>;

/**
 * The values stored in site_settings, by key. Each parses with defaults, so a key an operator has
 * not filled in yet reads as empty rather than breaking every page.
 */
export const storedSettingSchemas = {
  general: z.object({ siteName: z.string().default('Kermo'), favicon: z.string().default('') }).prefault({}),
  socials: z
    .object({ facebook: z.string().default(''), instagram: z.string().default(''), telegram: z.string().default('') })
    .prefault({}),
  app_links: z.object({ appStore: z.string().default(''), googlePlay: z.string().default('') }).prefault({}),
  contacts: z
    .array(
      z.object({
        key: z.string(),
        name: ZLocalized,
        isMain: z.boolean().default(false),
        address: ZLocalized.default(emptyText),
        hours: ZLocalized.default(emptyText),
        phones: z.array(z.string()).default([]),
        emails: z.array(z.string()).default([]),
        socials: z.record(z.string(), z.string()).default({}),
      }),
    )
    .default([]),
  modal_host: z
    .object({ title: ZLocalized.default(emptyText), policy: ZLocalized.default(emptyText), button: ZLocalized.default(emptyText) })
    .prefault({}),
  modal_user: z
    .object({ title: ZLocalized.default(emptyText), policy: ZLocalized.default(emptyText), button: ZLocalized.default(emptyText) })
    .prefault({}),
  // The platform's commission on what a renter pays for a booking, in basis points (1 500 = 15 %).
  // A booking stores the rate in force when it was made (docs/bookings.md "Money").
  commission: z.object({ rate_bp: z.number().int().min(0).max(10_000).default(1_500) }).prefault({}),
  // Kopiyky per dollar and per euro for holding deposits set in those currencies (acquirers hold
  // hryvnias only). Operators keep them near the NBU rate; the defaults are the rates of the day
  // this setting was introduced (docs/payments.md "Deposits"). A booking keeps the rate it was paid at.
  // `history`: the operators' last changes, newest first (updateDepositRates; docs/decisions.md
  // "The deposit rates screen": no operator audit table fits a site-wide setting).
  deposit_rates: z
    .object({
      usd_kop: z.number().int().min(1).max(1_000_000).default(41_37),
      eur_kop: z.number().int().min(1).max(1_000_000).default(48_05),
      history: z.array(ZDepositRateChange).default([]),
    })
    .prefault({}),
} as const;

export type SettingKey = keyof typeof storedSettingSchemas;
export type StoredSetting<K extends SettingKey> = z.output<(typeof storedSettingSchemas)[K]>;
export type StoredSettingInput<K extends SettingKey> = z.input<(typeof storedSettingSchemas)[K]>;
