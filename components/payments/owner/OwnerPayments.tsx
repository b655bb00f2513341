import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { TEarningView, TPayoutSummary, TPayoutView } from '@/lib/payouts/contracts';
import { failureKey } from '@/lib/payouts/payout-form';
import { href } from '@/lib/routes';
import { kyivClock } from '@/lib/time/kyiv-clock';
// This async server component loads its own data, as the page hands it only the user id: the
// loader is server-only (`import 'server-only'`), so no client bundle can ever reach it.
// eslint-disable-next-line no-restricted-imports -- a server component's data loader, see above
import { ownerPaymentsData } from '@/lib/server/payouts/owner-payments-data';
import styles from './owner-payments.module.css';
import { PayoutCardButton } from './PayoutCardButton';
import { PayoutRequestForm } from './PayoutRequestForm';

/** How many of the latest earnings and payouts the page lists (the CSV has every earning). */
const SHOWN = 20;

type Translate = Awaited<ReturnType<typeof getTranslations<'OwnerPayments'>>>;

/** A card as spec §3 shows it: its last four digits after the mask ("XXXX" when unknown). */
const masked = (lastFour: string) => `•••• ${lastFour}`;

/** A commission rate in basis points as people read it: 1500 → "15 %" (en "15%"). */
function rate(bp: number, locale: Locale): string {
  const value = formatNumber(bp / 100, { decimals: bp % 100 ? 2 : 0, locale });
  return locale === 'uk' ? `${value}\u00a0%` : `${value}%`;
}

const kyivDate = (iso: string, locale: Locale) => formatDate(kyivClock(new Date(iso)).date, locale);

function Money({ summary, locale, t }: { summary: TPayoutSummary; locale: Locale; t: Translate }) {
  const { money } = summary;
  const figures = [
    { kind: 'available', amount: money.available, label: t('money.available'), hint: t('money.availableHint') },
    { kind: 'pending', amount: money.pending, label: t('money.pending'), hint: t('money.pendingHint') },
    { kind: 'paid-out', amount: money.paid_out, label: t('money.paidOut'), hint: t('money.paidOutHint') },
  ];
  return (
    <>
      <dl className={styles.figures} aria-label={t('money.label')}>
        {figures.map((figure) => (
          <div key={figure.kind} className={styles.figure} data-kind={figure.kind}>
            <dt>{figure.label}</dt>
            <dd className={styles.sum} data-testid={`money-${figure.kind}`}>
              {formatMoney(figure.amount, locale)}
            </dd>
            <dd className={styles.figureHint}>{figure.hint}</dd>
          </div>
        ))}
      </dl>
      {money.in_progress > 0 ? <p className={styles.muted}>{t('money.inProgress', { amount: formatMoney(money.in_progress, locale) })}</p> : null}
    </>
  );
}

/** The payout card, the state of the latest check when it did not end with that card, and the way to add or replace it. */
function CardPanel({ summary, locale, t }: { summary: TPayoutSummary; locale: Locale; t: Translate }) {
  const { card, card_check: check } = summary;
  // A check newer than the card that did not (yet) bring a card: its outcome is worth saying.
  const unsettled = check && check.status !== 'verified' && (!card || check.created_at > card.added_at) ? check : null;
  return (
    <section className={styles.panel} aria-labelledby="payout-card-title">
      <h3 id="payout-card-title" className={styles.title}>
        {t('card.title')}
      </h3>
      {!summary.payouts.to_card ? (
        <p className={styles.notice}>{t('card.manualOnly')}</p>
      ) : (
        <>
          {card ? (
            <div>
              <p className={styles.card} data-testid="payout-card">
                {t('card.current', { mask: masked(card.last_four) })}
              </p>
              <p className={styles.muted}>{t('card.added', { date: formatDateTime(card.added_at, locale) })}</p>
            </div>
          ) : (
            <p className={styles.muted}>{t('card.none')}</p>
          )}
          {unsettled?.status === 'failed' ? <p className={styles.failure}>{t('card.checkFailed', { reason: t(`failure.${failureKey(unsettled.failure_code)}`) })}</p> : null}
          {unsettled?.status === 'pending' ? <p className={styles.notice}>{t('card.checkPending')}</p> : null}
          {unsettled?.status === 'expired' && unsettled.failure_code !== 'superseded' ? <p className={styles.notice}>{t('card.checkExpired')}</p> : null}
          <p className={styles.hint}>{t('card.hint')}</p>
          <PayoutCardButton replace={!!card} />
        </>
      )}
    </section>
  );
}

function RequestPanel({ summary, t }: { summary: TPayoutSummary; t: Translate }) {
  const { card, payouts, money } = summary;
  if (!payouts.to_card) return null;
  return (
    <section className={styles.panel} aria-labelledby="payout-request-title">
      <h3 id="payout-request-title" className={styles.title}>
        {t('request.title')}
      </h3>
      {!card ? (
        <p className={styles.muted}>{t('request.noCard')}</p>
      ) : (
        <PayoutRequestForm availableKop={money.available} minKop={payouts.min} cardMask={masked(card.last_four)} />
      )}
    </section>
  );
}

function PayoutItem({ payout, locale, t }: { payout: TPayoutView; locale: Locale; t: Translate }) {
  const tone = payout.status === 'succeeded' ? 'ok' : payout.status === 'failed' ? 'stopped' : 'waiting';
  return (
    <li className={styles.item} data-payout={payout.id} data-status={payout.status}>
      <div className={styles.itemHead}>
        <p className={styles.amount}>{formatMoney(payout.amount, locale)}</p>
        <span className={styles.badge} data-tone={tone}>
          {t(`status.${payout.status}`)}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>{payout.method === 'card' ? t('payouts.toCard', { mask: masked(payout.card_last_four ?? 'XXXX') }) : t('payouts.manual')}</li>
        <li>
          <time dateTime={payout.created_at}>{t('payouts.asked', { date: formatDateTime(payout.created_at, locale) })}</time>
        </li>
        {payout.settled_at && payout.status === 'succeeded' ? (
          <li>
            <time dateTime={payout.settled_at}>{t('payouts.settled', { date: formatDateTime(payout.settled_at, locale) })}</time>
          </li>
        ) : null}
      </ul>
      {payout.note ? <p className={styles.muted}>{payout.note}</p> : null}
      {payout.status === 'failed' ? <p className={styles.failure}>{t('request.failed', { amount: formatMoney(payout.amount, locale), reason: t(`failure.${failureKey(payout.failure_code)}`) })}</p> : null}
    </li>
  );
}

function EarningItem({ earning, locale, t }: { earning: TEarningView; locale: Locale; t: Translate }) {
  const money = (kop: number) => formatMoney(kop, locale);
  return (
    <li className={styles.item} data-booking={earning.booking_id} data-state={earning.state}>
      <div className={styles.itemHead}>
        <h4 className={styles.itemTitle}>
          <a href={href('booking-id', { locale, params: { id: earning.booking_id } })}>{t('earnings.booking', { id: earning.booking_id })}</a>
        </h4>
        <span className={styles.badge} data-tone={earning.state === 'settled' ? 'ok' : 'waiting'}>
          {t(`earnings.${earning.state}`)}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>{earning.car}</li>
        <li>
          <time dateTime={earning.start}>{kyivDate(earning.start, locale)}</time> – <time dateTime={earning.end}>{kyivDate(earning.end, locale)}</time>
        </li>
      </ul>
      <dl className={styles.split}>
        <div>
          <dt>{t('earnings.total')}</dt>
          <dd>{money(earning.total)}</dd>
        </div>
        <div>
          <dt>{t('earnings.commission', { rate: rate(earning.commission_bp, locale) })}</dt>
          <dd>{money(earning.commission)}</dd>
        </div>
        <div>
          <dt>{t('earnings.net')}</dt>
          <dd className={styles.net}>{money(earning.net)}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The owner's part of /cabinet/payments (docs/payouts.md): what is pending, available and paid out;
 * the payout card and the way to register or replace it on the acquirer's page; the payout form;
 * the latest payouts with their statuses; the latest earnings per booking with the commission at
 * each booking's rate and the net, and the CSV export of all of them. Renders nothing for someone
 * who is not an owner. Headings start at h3: the page titles this part with its h2.
 */
export async function OwnerPayments({ locale, userId }: { locale: Locale; userId: number }) {
  const data = await ownerPaymentsData(userId, locale, SHOWN);
  if (!data) return null;
  const t = await getTranslations({ locale, namespace: 'OwnerPayments' });
  const { summary, earnings, earningsTotal, payouts, payoutsTotal, csvUrl } = data;
  return (
    <div className={styles.owner} data-testid="owner-payments">
      <p className={styles.lead}>{t('lead')}</p>
      <Money summary={summary} locale={locale} t={t} />
      <ClientMessages locale={locale} namespaces={['OwnerPayments', 'Errors']}>
        <div className={styles.panels}>
          <CardPanel summary={summary} locale={locale} t={t} />
          <RequestPanel summary={summary} t={t} />
        </div>
      </ClientMessages>
      <section className={styles.section} aria-labelledby="owner-payouts-title">
        <h3 id="owner-payouts-title" className={styles.title}>
          {t('payouts.title')}
        </h3>
        {payouts.length ? (
          <ul className={styles.list}>
            {payouts.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} locale={locale} t={t} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('payouts.empty')}</p>
        )}
        {payoutsTotal > payouts.length ? <p className={styles.muted}>{t('payouts.latest', { shown: payouts.length, total: payoutsTotal })}</p> : null}
      </section>
      <section className={styles.section} aria-labelledby="owner-earnings-title">
        <h3 id="owner-earnings-title" className={styles.title}>
          {t('earnings.title')}
        </h3>
        {earnings.length ? (
          <>
            <ul className={styles.list}>
              {earnings.map((earning) => (
                <EarningItem key={earning.booking_id} earning={earning} locale={locale} t={t} />
              ))}
            </ul>
            {earningsTotal > earnings.length ? <p className={styles.muted}>{t('earnings.latest', { shown: earnings.length, total: earningsTotal })}</p> : null}
            <a className={styles.link} href={csvUrl} download>
              {t('earnings.csv')}
            </a>
          </>
        ) : (
          <p className={styles.empty}>{t('earnings.empty')}</p>
        )}
      </section>
    </div>
  );
}
