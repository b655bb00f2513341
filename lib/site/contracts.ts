import { defineContract } from '@/lib/api/contract';
import { ZDictionary, ZLangRequest, ZMenuGetByIdsRequest, ZMenusById, ZSiteSettings } from './schemas';

export const settingsAllContract = defineContract({
  method: 'POST',
  path: '/api/settings/all',
  summary: 'Site settings in one language: menus 1/10/21, socials, contacts, agreement modals',
  tag: 'site',
  access: 'public',
  body: ZLangRequest,
  response: ZSiteSettings,
});

export const dictionaryAllContract = defineContract({
  method: 'POST',
  path: '/api/dictionary/all',
  summary: 'Dictionaries in one language; the first item holds car.fuel_types and car.transmission_types',
  tag: 'site',
  access: 'public',
  body: ZLangRequest,
  response: ZDictionary,
});

export const menuGetByIdsContract = defineContract({
  method: 'POST',
  path: '/api/menu/get-by-ids',
  summary: 'Menus keyed by id (1 main, 10 footer, 21 mobile), each item with name, url and children',
  tag: 'site',
  access: 'public',
  body: ZMenuGetByIdsRequest,
  response: ZMenusById,
});
