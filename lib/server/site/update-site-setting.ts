import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';
import { invalidateSiteCache } from './cache';
import { type SettingKey, type StoredSettingInput, storedSettingSchemas } from './stored-settings';

/** Writes one site setting (validated against its schema) and drops the cached site data. */
export async function updateSiteSetting<K extends SettingKey>(key: K, value: StoredSettingInput<K>): Promise<void> {
  const parsed = storedSettingSchemas[key].parse(value);
  const db = await getDb();
  await db
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
  invalidateSiteCache();
}
