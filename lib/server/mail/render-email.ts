import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { BookingNotice } from '@/lib/server/bookings/notify-booking';

export type EmailTemplate =
  | { name: 'welcome'; link: string }
  | { name: 'passwordReset'; link: string; minutes: number }
  | { name: 'deletionScheduled'; date: Date }
  | { name: 'deletionCompleted' }
  | { name: 'verifyEmail'; code: string; minutes: number }
  | { name: 'emailChangeCode'; code: string; minutes: number }
  | { name: 'emailChangeRequested'; email: string }
  | { name: 'emailChanged'; email: string }
  | { name: 'passwordChanged' }
  | { name: 'licenceApproved' }
  | { name: 'licenceRejected'; reason: string }
  | { name: 'ownerApproved' }
  | { name: 'ownerRejected'; reason: string }
  | { name: 'carApproved'; car: string }
  | { name: 'carRejected'; car: string; reason: string }
  | { name: 'booking'; notice: BookingNotice; role: 'renter' | 'owner'; car: string; start: Date; end: Date; link: string };

export type RenderedEmail = { subject: string; text: string; html: string };

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail in the recipient's language: subject, plain text and simple HTML with the same words. */
export function renderEmail(template: EmailTemplate, locale: Locale, name: string): RenderedEmail {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Emails' });
  const paragraphs: string[] = [t('greeting', { name: name || '' }).replace(/,\s*!$/, '!')];
  let action: { label: string; link: string } | null = null;
  let subject: string;
  switch (template.name) {
    case 'welcome':
      subject = t('welcome.subject');
      paragraphs.push(t('welcome.body'));
      action = { label: t('welcome.cta'), link: template.link };
      break;
    case 'passwordReset':
      subject = t('passwordReset.subject');
      paragraphs.push(t('passwordReset.body', { minutes: template.minutes }));
      action = { label: t('passwordReset.cta'), link: template.link };
      break;
    case 'deletionScheduled': {
      subject = t('deletionScheduled.subject');
      const date = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' }).format(template.date);
      paragraphs.push(t('deletionScheduled.body', { date }));
      break;
    }
    case 'deletionCompleted':
      subject = t('deletionCompleted.subject');
      paragraphs.push(t('deletionCompleted.body'));
      break;
    case 'licenceApproved':
      subject = t('licenceApproved.subject');
      paragraphs.push(t('licenceApproved.body'));
      break;
    case 'licenceRejected':
      subject = t('licenceRejected.subject');
      paragraphs.push(t('licenceRejected.body', { reason: template.reason }));
      break;
    case 'ownerApproved':
      subject = t('ownerApproved.subject');
      paragraphs.push(t('ownerApproved.body'));
      break;
    case 'ownerRejected':
      subject = t('ownerRejected.subject');
      paragraphs.push(t('ownerRejected.body', { reason: template.reason }));
      break;
    case 'carApproved':
      subject = t('carApproved.subject');
      paragraphs.push(t('carApproved.body', { car: template.car }));
      break;
    case 'carRejected':
      subject = t('carRejected.subject');
      paragraphs.push(t('carRejected.body', { car: template.car, reason: template.reason }));
      break;
    case 'emailChangeCode':
      subject = t('emailChangeCode.subject', { code: template.code });
      paragraphs.push(t('emailChangeCode.body', { code: template.code, minutes: template.minutes }));
      break;
    case 'emailChangeRequested':
    case 'emailChanged':
      subject = t(`${template.name}.subject`);
      paragraphs.push(t(`${template.name}.body`, { email: template.email }));
      break;
    case 'passwordChanged':
      subject = t('passwordChanged.subject');
      paragraphs.push(t('passwordChanged.body'));
      break;
    case 'booking': {
      const format = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
      const values = { car: template.car, start: format.format(template.start), end: format.format(template.end), role: template.role };
      subject = t(`booking.${template.notice}.subject`, values);
      paragraphs.push(t(`booking.${template.notice}.body`, values));
      action = { label: t('booking.cta'), link: template.link };
      break;
    }
    case 'verifyEmail':
      subject = t('verifyEmail.subject', { code: template.code });
      paragraphs.push(t('verifyEmail.body', { code: template.code, minutes: template.minutes }));
      break;
  }
  const closing = template.name === 'passwordReset' ? [t('passwordReset.ignore')] : [];
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.link}`] : []), ...closing, t('signature'), '', t('footer')].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14171f;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    action ? `<p><a href="${escape(action.link)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#fff;border-radius:999px;text-decoration:none">${escape(action.label)}</a></p>` : '',
    ...closing.map((p) => `<p style="color:#5b6170">${escape(p)}</p>`),
    `<p>${escape(t('signature'))}</p><p style="color:#5b6170;font-size:12px">${escape(t('footer'))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
