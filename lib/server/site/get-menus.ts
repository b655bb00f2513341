import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { AppError, type FieldMessage } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { href, isScreenName } from '@/lib/routes';
import type { TMenuItem } from '@/lib/site/schemas';
import { getDb } from '@/lib/server/db/client';
import { type MenuItemRow, menuItems, menus } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { cachedSite } from './cache';

function itemUrl(row: MenuItemRow, locale: Locale): string | null {
  if (row.href) return row.href;
  if (!isScreenName(row.route)) return null;
  try {
    return href(row.route, { locale, params: row.params });
  } catch {
    return null;
  }
}

function buildTree(rows: MenuItemRow[], locale: Locale): TMenuItem[] {
  const nodes = new Map<number, TMenuItem>();
  const roots: TMenuItem[] = [];
  for (const row of rows) {
    const url = itemUrl(row, locale);
    if (url === null) {
      // A menu pointing at a screen that no longer exists is skipped, not served broken.
      log.warn({ menuItemId: row.id, route: row.route }, 'menu item with an unknown route skipped');
      continue;
    }
    nodes.set(row.id, { id: row.id, name: locale === 'en' ? row.nameEn : row.nameUk, url, children: [] });
  }
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (row.parentId === null) roots.push(node);
    else parent?.children.push(node);
  }
  return roots;
}

async function loadMenus(ids: number[], locale: Locale): Promise<Record<string, TMenuItem[]>> {
  const db = await getDb();
  const [found, rows] = await Promise.all([
    db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids)),
    db
      .select()
      .from(menuItems)
      .where(inArray(menuItems.menuId, ids))
      .orderBy(asc(menuItems.sort), asc(menuItems.id)),
  ]);
  const existing = new Set(found.map((row) => row.id));
  const missing: Record<string, FieldMessage> = {};
  ids.forEach((id, index) => {
    if (!existing.has(id)) missing[`ids.${index}`] = { key: 'unknownMenu', params: { id } };
  });
  if (Object.keys(missing).length) throw new AppError('menu_not_found', { fields: missing });
  const active = rows.filter((row) => row.isActive);
  return Object.fromEntries(ids.map((id) => [String(id), buildTree(active.filter((row) => row.menuId === id), locale)]));
}

/** Menus keyed by id, in one language; an unknown id is a 404 naming the offending entry. */
export function getMenus(ids: number[], locale: Locale): Promise<Record<string, TMenuItem[]>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const key = `menus:${locale}:${unique.join(',')}`;
  return cachedSite(key, () => loadMenus(unique, locale)).then((byId) =>
    Object.fromEntries(ids.map((id) => [String(id), byId[String(id)] ?? []])),
  );
}
