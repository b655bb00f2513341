import { settingsAllContract } from '@/lib/site/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getSiteSettings } from '@/lib/server/site/get-site-settings';

// POST /api/settings/all — menus, socials, contacts and agreement modals in the requested language
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(settingsAllContract, ({ locale }) => getSiteSettings(locale));
