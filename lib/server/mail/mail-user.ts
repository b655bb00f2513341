import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { User } from '@/lib/server/db/schema';
import type { EmailTemplate } from './render-email';
import { sendMail } from './send-mail';

/** The account's own language for mail it did not ask for in a request (decisions, notices). */
export const localeOfUser = (user: Pick<User, 'locale'>): Locale => (user.locale === 'en' ? 'en' : 'uk');

/** Queues an e-mail to an account's current address, in its language unless one is given. */
export function mailUser(user: Pick<User, 'id' | 'email' | 'firstName' | 'locale'>, template: EmailTemplate, locale: Locale = localeOfUser(user)) {
  return sendMail({ to: user.email, userId: user.id, locale, name: user.firstName, template });
}
