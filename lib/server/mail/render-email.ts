import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { formatMoney } from '@/lib/format/number';
import type { BookingNotice } from '@/lib/notifications/booking-notices';

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
  | {
      name: 'booking';
      notice: BookingNotice;
      role: 'renter' | 'owner';
      car: string;
      start: Date;
      end: Date;
      link: string;
      /** The sum the notice names (lib/notifications/booking-notices.ts noticeAmountKop), kopiyky. */
      amountKop: number | null;
      /** Whether the booking had been paid (a cancellation then speaks of the refund). */
      paid: boolean;
      /** Sent whatever the recipient's e-mail opt-out: the e-mail says so. */
      transactional: boolean;
    };

export type RenderedEmail = { subject: string; text: string; html: string };

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail in the recipient's language: subject, plain text and simple HTML with the same words. */
export function renderEmail(template: EmailTemplate, locale: Locale, name: string): RenderedEmail {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'Emails' });
  const paragraphs: string[] = [t('greeting', { name: name || '' }).replace(/,\s*!$/, '!')];
  let action: { label: string; link: string } | null = null;
  // Small print under the action: why this e-mail came, or how to stop such e-mails.
  const notes: string[] = [];
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
      const values = {
        car: template.car,
        start: format.format(template.start),
        end: format.format(template.end),
        role: template.role,
        amount: template.amountKop === null ? '' : formatMoney(template.amountKop, locale),
        hasAmount: template.amountKop ? 'yes' : 'no',
        paid: template.paid ? 'yes' : 'no',
      };
      subject = t(`booking.${template.notice}.subject`, values);
      paragraphs.push(t(`booking.${template.notice}.body`, values));
      action = { label: t(`booking.${template.notice}.cta`, values), link: template.link };
      notes.push(t(template.transactional ? 'booking.transactional' : 'booking.optional'));
      break;
    }
    case 'verifyEmail':
      subject = t('verifyEmail.subject', { code: template.code });
      paragraphs.push(t('verifyEmail.body', { code: template.code, minutes: template.minutes }));
      break;
  }
  const closing = template.name === 'passwordReset' ? [t('passwordReset.ignore')] : [];
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...closing,
    ...notes,
    t('signature'),
    '',
    t('footer'),
  ].join('\n\n');
  const muted = 'margin:0 0 12px;color:#5b6170;font-size:14px';
  // One simple layout for every e-mail: the language declared, the subject as the title, a real
  // link as the button (readable as text where styles are stripped) and the address spelled out.
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>`,
    '<body style="margin:0;padding:24px 16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:#14171f;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`),
    action
      ? `<p style="margin:24px 0"><a href="${escape(action.link)}" style="display:inline-block;padding:12px 20px;background:#0b5fff;color:#ffffff;border-radius:999px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>` +
        `<p style="${muted}">${escape(t('linkFallback'))} <a href="${escape(action.link)}" style="color:#0b5fff;word-break:break-all">${escape(action.link)}</a></p>`
      : '',
    ...closing.map((p) => `<p style="${muted}">${escape(p)}</p>`),
    ...notes.map((p) => `<p style="${muted}">${escape(p)}</p>`),
    `<p style="margin:16px 0">${escape(t('signature'))}</p><p style="margin:0;color:#5b6170;font-size:12px">${escape(t('footer'))}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
