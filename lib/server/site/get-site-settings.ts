import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { MENU_IDS, type TAgreementModal, type TSiteSettings } from '@/lib/site/schemas';
import { getDb } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/server/html/sanitize';
import { cachedSite } from './cache';
import { getMenus } from './get-menus';
import { type SettingKey, type StoredSetting, storedSettingSchemas } from './stored-settings';

type AllStored = { [K in SettingKey]: StoredSetting<K> };

async function loadStored(): Promise<AllStored> {
  const db = await getDb();
  const rows = await db.select().from(siteSettings);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const read = <K extends SettingKey>(key: K) => storedSettingSchemas[key].parse(byKey.get(key)) as StoredSetting<K>;
  return {
    general: read('general'),
    socials: read('socials'),
    app_links: read('app_links'),
    contacts: read('contacts'),
    modal_host: read('modal_host'),
    modal_user: read('modal_user'),
    commission: read('commission'),
    deposit_rates: read('deposit_rates'),
  };
}

function modal(stored: StoredSetting<'modal_host'>, locale: Locale): TAgreementModal {
  return { title: stored.title[locale], policy: sanitizeRichText(stored.policy[locale]), btn_name: stored.button[locale] };
}

async function loadSettings(locale: Locale): Promise<TSiteSettings> {
  const [stored, menus] = await Promise.all([
    loadStored(),
    getMenus([MENU_IDS.main, MENU_IDS.footer, MENU_IDS.mobile], locale),
  ]);
  return {
    mainMenu: menus[String(MENU_IDS.main)] ?? [],
    footerMenu: menus[String(MENU_IDS.footer)] ?? [],
    mobMenu: menus[String(MENU_IDS.mobile)] ?? [],
    settings: {
      site_name: stored.general.siteName,
      favicon: stored.general.favicon,
      socials: stored.socials,
      app_links: { app_store: stored.app_links.appStore, google_play: stored.app_links.googlePlay },
    },
    contacts: stored.contacts.map((contact) => ({
      id: contact.key,
      name: contact.name[locale],
      is_main: contact.isMain,
      address: contact.address[locale],
      hours: contact.hours[locale],
      phones: contact.phones,
      emails: contact.emails,
      socials: contact.socials,
    })),
    modals: { host: modal(stored.modal_host, locale), user: modal(stored.modal_user, locale) },
  };
}

/** Everything spec §3 lists under site settings, in one language (cached; see site/cache.ts). */
export function getSiteSettings(locale: Locale): Promise<TSiteSettings> {
  return cachedSite(`settings:${locale}`, () => loadSettings(locale));
}
