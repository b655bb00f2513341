import { z } from 'zod';
import { LangField } from '@/lib/api/lang';
import { ZId } from '@/lib/validation/numbers';

/** Menu ids the clients know (spec §3): main, footer, mobile. */
export const MENU_IDS = { main: 1, footer: 10, mobile: 21 } as const;

export const ZLangRequest = z.object({ lang: LangField });

export const ZMenuGetByIdsRequest = z.object({
  ids: z.array(ZId).min(1).max(10),
  lang: LangField,
});
export type TMenuGetByIdsRequest = z.infer<typeof ZMenuGetByIdsRequest>;

export type TMenuItem = { id: number; name: string; url: string; children: TMenuItem[] };
// Named, so OpenAPI lists the recursive item once under components/schemas/MenuItem.
export const ZMenuItem: z.ZodType<TMenuItem> = z
  .object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    get children() {
      return z.array(ZMenuItem);
    },
  })
  .meta({ id: 'MenuItem' });

export const ZMenusById = z.record(z.string(), z.array(ZMenuItem));

export const ZAgreementModal = z.object({ title: z.string(), policy: z.string(), btn_name: z.string() });
export type TAgreementModal = z.infer<typeof ZAgreementModal>;

export const ZContact = z.object({
  id: z.string(),
  name: z.string(),
  is_main: z.boolean(),
  address: z.string(),
  hours: z.string(),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  socials: z.record(z.string(), z.string()),
});

export const ZSiteSettings = z.object({
  mainMenu: z.array(ZMenuItem),
  mobMenu: z.array(ZMenuItem),
  footerMenu: z.array(ZMenuItem),
  settings: z.object({
    site_name: z.string(),
    favicon: z.string(),
    socials: z.object({ facebook: z.string(), instagram: z.string(), telegram: z.string() }),
    app_links: z.object({ app_store: z.string(), google_play: z.string() }),
  }),
  contacts: z.array(ZContact),
  modals: z.object({ host: ZAgreementModal, user: ZAgreementModal }),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

export const ZDictionaryEntry = z.object({ id: z.number(), key: z.string(), name: z.string() });
export const ZDictionary = z.array(
  z.object({ car: z.object({ fuel_types: z.array(ZDictionaryEntry), transmission_types: z.array(ZDictionaryEntry) }) }),
);
export type TDictionary = z.infer<typeof ZDictionary>;
