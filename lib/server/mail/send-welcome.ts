import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import type { User } from '@/lib/server/db/schema';
import { sendMail } from './send-mail';

/** The welcome e-mail of a new account, linking to its cabinet. */
export function sendWelcome(user: User, locale: Locale, name: string) {
  return sendMail({
    to: user.email,
    userId: user.id,
    locale,
    name,
    template: { name: 'welcome', link: new URL(href('cabinet', { locale }), siteUrl()).toString() },
  });
}
