import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SavedCards } from '@/components/payments/cards/SavedCards';
import { OwnerPayments } from '@/components/payments/owner/OwnerPayments';
import { paymentParts } from '@/components/payments/renter/payment-parts';
import { PaymentHistory } from '@/components/payments/renter/PaymentHistory';
import styles from '@/components/payments/renter/renter-payments.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { requireUser } from '@/lib/server/accounts/require-user';
import { listSavedCards } from '@/lib/server/payments/cards/list-cards';
import { renterPayments } from '@/lib/server/payments/history/renter-payments';

type Props = { params: Promise<{ locale: Locale }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'CabinetPayments' }))('title'), robots: { index: false } };
}

const pageOf = (value: string | string[] | undefined) => {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** The renter's payments, a page past the last one answered with the last one. */
async function historyPage(userId: number, page: number, locale: Locale) {
  const data = await renterPayments(userId, page, locale);
  const last = Math.max(1, Math.ceil(data.pagination.total / data.pagination.per_page));
  return page > last ? renterPayments(userId, last, locale) : data;
}

/**
 * Spec §2 cabinet/payments (docs/cabinet-payments.md): for a renter, their payments per booking —
 * holds, refunds, receipts — and their saved cards; for hosts and companies, their earnings and
 * payouts (OwnerPayments). A host who also rents sees both parts, each under its own heading, the
 * side they are on now first.
 */
export default async function PaymentsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, user, query = {}] = await Promise.all([getTranslations('CabinetPayments'), requireUser(locale, 'cabinet-payments'), searchParams]);
  const parts = paymentParts(user);
  const renter = parts.includes('renter');
  const owner = parts.includes('owner');
  const both = renter && owner;
  const [history, cards] = renter ? await Promise.all([historyPage(user.id, pageOf(query.page), locale), listSavedCards(user.id)]) : [null, null];
  const level = both ? 3 : 2;
  // Alone on the page, the renter's sections sit straight under the title: no region of its own.
  const Part = both ? 'section' : 'div';

  const renterPart =
    history && cards ? (
      <Part key="renter" className={styles.part} aria-labelledby={both ? 'renter-payments-title' : undefined}>
        {both ? (
          <h2 id="renter-payments-title" className={styles.partTitle}>
            {t('renterTitle')}
          </h2>
        ) : null}
        <PaymentHistory data={history} locale={locale} level={level} pageHref={(page) => href('cabinet-payments', { locale, query: { page: page > 1 ? page : undefined } })} />
        <ClientMessages locale={locale} namespaces={['CabinetPayments', 'Errors']}>
          <SavedCards initial={cards} level={level} />
        </ClientMessages>
      </Part>
    ) : null;
  const ownerPart = owner ? (
    <section key="owner" className={styles.part} aria-labelledby="owner-payments-title">
      <h2 id="owner-payments-title" className={styles.partTitle}>
        {t('ownerTitle')}
      </h2>
      <OwnerPayments locale={locale} userId={user.id} />
    </section>
  ) : null;

  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1 className={styles.pageTitle}>
        {t('title')}
      </h1>
      {parts.map((part) => (part === 'renter' ? renterPart : ownerPart))}
    </main>
  );
}
