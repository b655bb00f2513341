import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';
import { type SettingKey, type StoredSettingInput, storedSettingSchemas } from '@/lib/server/site/stored-settings';
import { hostAgreement, type SeedAgreement, userAgreement } from './data/agreements';

function modal(agreement: SeedAgreement) {
  return {
    title: { uk: agreement.titleUk, en: agreement.titleEn },
    policy: { uk: agreement.policyUk, en: agreement.policyEn },
    button: { uk: agreement.buttonUk, en: agreement.buttonEn },
  };
}

const defaults: { [K in SettingKey]: StoredSettingInput<K> } = {
  general: { siteName: 'Kermo', favicon: '/favicon.svg' },
  socials: {
    facebook: 'https://www.facebook.com/kermo.ua',
    instagram: 'https://www.instagram.com/kermo.ua',
    telegram: 'https://t.me/kermo_ua',
  },
  app_links: {
    appStore: 'https://apps.apple.com/ua/app/kermo/id6470000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=ua.kermo.app',
  },
  contacts: [
    {
      key: 'support',
      name: { uk: 'Служба підтримки', en: 'Customer support' },
      isMain: true,
      address: { uk: 'вул. Хрещатик, 22, офіс 405, Київ, 01001', en: '22 Khreshchatyk St, office 405, Kyiv 01001' },
      hours: { uk: 'Щодня 8:00–22:00 (за Києвом)', en: 'Daily 8:00–22:00 (Kyiv time)' },
      phones: ['+380443337700'],
      emails: ['support@kermo.ua'],
      socials: { telegram: 'https://t.me/kermo_support' },
    },
    {
      key: 'partners',
      name: { uk: 'Для власників і компаній', en: 'Hosts and companies' },
      isMain: false,
      address: { uk: '', en: '' },
      hours: { uk: 'Пн–Пт 9:00–18:00', en: 'Mon–Fri 9:00–18:00' },
      phones: ['+380443337701'],
      emails: ['partners@kermo.ua'],
      socials: {},
    },
  ],
  modal_host: modal(hostAgreement),
  modal_user: modal(userAgreement),
  commission: { rate_bp: 1_500 },
  deposit_rates: {},
};

/** Settings are inserted once; what an operator changes later stays. */
export async function seedSiteSettings(db: Db): Promise<void> {
  const rows = (Object.keys(defaults) as SettingKey[]).map((key) => ({
    key,
    value: storedSettingSchemas[key].parse(defaults[key]),
  }));
  await db.insert(siteSettings).values(rows).onConflictDoNothing({ target: siteSettings.key });
}
