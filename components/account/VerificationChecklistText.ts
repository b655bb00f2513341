import type { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { stepHref, type VerificationStep } from '@/lib/verification/steps';

/** The contacts the e-mail and phone steps are about (the phone may be missing on old accounts). */
export type StepContacts = { email: string; phone: string | null };

type Translate = ReturnType<typeof useTranslations<'VerificationChecklist'>>;

/** The step's sentence for its status, with the contact it is about. */
export function stepText(t: Translate, step: VerificationStep, contacts: StepContacts): string {
  if (step.key === 'email') return step.status === 'done' ? t('steps.email.done', { email: contacts.email }) : t('steps.email.todo', { email: contacts.email });
  if (step.key === 'phone') {
    if (!contacts.phone) return t('steps.phone.noPhone');
    return step.status === 'done' ? t('steps.phone.done', { phone: contacts.phone }) : t('steps.phone.todo', { phone: contacts.phone });
  }
  // Owner steps have no draft: an application is sent whole.
  const status = step.key !== 'licence' && step.status === 'draft' ? 'todo' : step.status;
  return t(`steps.${step.key}.${status}` as 'steps.licence.todo');
}

/** Where a step not done leads, and what the link says. */
export function stepAction(t: Translate, step: VerificationStep, contacts: StepContacts, locale: Locale): { href: string; label: string } | null {
  if (step.status === 'done') return null;
  if (step.key === 'email') return { href: stepHref(step, locale), label: t('steps.email.action') };
  if (step.key === 'phone') {
    return contacts.phone ? { href: stepHref(step, locale), label: t('steps.phone.action') } : { href: href('cabinetedit', { locale }), label: t('steps.phone.addPhone') };
  }
  const status = step.key !== 'licence' && step.status === 'draft' ? 'todo' : step.status;
  return { href: stepHref(step, locale), label: t(`steps.${step.key}.actions.${status}` as 'steps.licence.actions.todo') };
}

