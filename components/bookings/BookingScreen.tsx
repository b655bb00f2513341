'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { BookingTabs, type BookingTab } from '@/components/chat/BookingTabs';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { useLiveBooking } from './use-live-booking';
import { useLocationHash } from '@/components/chat/use-location-hash';
import { useWideScreen } from '@/components/chat/use-wide-screen';
import { PriceBreakdown } from '@/components/catalog/car/PriceBreakdown';
import { StatusLine } from '@/components/ui/StatusLine';
import type { TBookingView } from '@/lib/bookings/contracts';
import { nextStep } from '@/lib/bookings/next-step';
import { BOOKING_STATUS as S } from '@/lib/bookings/status';
import type { BookingAction } from '@/lib/bookings/transitions';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { BookingActions } from './BookingActions';
import { DepositStatus } from './DepositStatus';
import type { BookingLimits, PeriodTerms } from './booking-props';
import { bookingPrice, changePrice, periodText } from './booking-words';
import { BookingTimeline } from './BookingTimeline';
import { ReviewForm, ReviewPrompt } from './BookingReview';
import { PartyCard } from './PartyCard';
import { StatusBadge } from './StatusBadge';
import styles from './bookings.module.css';

export type BookingScreenProps = {
  initial: TBookingView;
  locale: Locale;
  /** How the booking's days were counted (its terms at request time): the breakdown's wording. */
  mode: TCarPrice['mode'];
  /** The car's page while it is listed. */
  carHref: string | null;
  /** Back to my trips (the renter) or my activity (the owner). */
  back: { href: string; label: string } | null;
  terms: PeriodTerms | null;
  limits: BookingLimits;
};

/**
 * The booking page's body (spec §2 /booking/{id}): the status in words with what happens next and
 * by when, the viewer's steps, the car, dates and place, the price and money, the other party and
 * the timeline. The server rendered it; after each step it shows the booking the server answered
 * with, so no label stays behind, and says what was done in a status line that takes the focus
 * (the button used may be gone).
 */
export function BookingScreen({ initial, locale, mode, carHref, back, terms, limits }: BookingScreenProps) {
  const t = useTranslations('Booking');
  const [view, setView] = useState(initial);
  // The status poll says when the booking moved on (the other party acted): show it without a reload.
  useLiveBooking(view, locale, setView);
  const [said, setSaid] = useState({ text: '', seq: 0 });
  // `#chat` (the inbox's links) opens on the conversation; a tab chosen since wins.
  const [chosen, setTab] = useState<BookingTab | null>(null);
  const hash = useLocationHash();
  const tab: BookingTab = chosen ?? (hash === '#chat' ? 'chat' : 'details');
  const [unread, setUnread] = useState(0);
  const wide = useWideScreen();
  const tabIds = { details: useId(), chat: useId() };
  const line = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (said.seq) line.current?.focus();
  }, [said]);

  function done(next: TBookingView, action: BookingAction | 'review') {
    setView(next);
    const text = action === 'review' ? t('review.thanks') : t.has(`timeline.actions.${action}` as never) ? t(`timeline.actions.${action}` as never) : '';
    setSaid((previous) => ({ text, seq: previous.seq + 1 }));
  }

  const step = nextStep(view);
  const when = step.at ? formatDateTime(step.at, locale) : '';
  const money = (kop: number) => formatMoney(kop, locale);
  const km = (value: number) => t('fields.kmValue', { km: formatNumber(value, { decimals: 0, locale }) });
  const showMileage = view.status === S.startMileageCheck || view.status === S.endMileageCheck;
  const tabPanel = (name: BookingTab) => (wide ? {} : { id: tabIds[name], role: 'tabpanel', 'aria-labelledby': `${tabIds[name]}-tab` });
  const chat = <ChatPanel bookingId={view.id} locale={locale} reading={wide || tab === 'chat'} onUnread={setUnread} />;

  return (
    <main id="main" className={`container ${styles.page}`} data-tab={tab}>
      {back ? (
        <p className={styles.back}>
          <a href={back.href}>
            <span aria-hidden="true">← </span>
            {back.label}
          </a>
        </p>
      ) : null}
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('title', { id: view.id })}</p>
        <h1 className={styles.title}>{view.car.title}</h1>
        <p className={styles.period}>{periodText(view, locale)}</p>
      </header>

      <StatusLine ref={line} message={said.text} />

      <BookingTabs tab={tab} unread={unread} onChange={setTab} ids={tabIds} />

      {/* On a phone the booking and its conversation are two tabs; wide, the conversation follows the trip, beside the money. */}
      <div {...tabPanel('details')} className={styles.tabPanel} hidden={!wide && tab !== 'details'}>
        <section className={styles.statusCard} aria-labelledby="booking-next">
          <div className={styles.statusHead}>
            <h2 id="booking-next" className={styles.sectionTitle}>
              {t('nextTitle')}
            </h2>
            <StatusBadge status={view.status} />
          </div>
          <p className={styles.next} data-next={step.key}>
            {t(`next.${step.key}` as never, { at: when } as never)}
          </p>

          {view.cancelled ? (
            <p className={styles.note}>{view.cancelled.reason ? t('cancelled', { who: t(`timeline.who.${view.cancelled.by === view.role ? 'you' : view.cancelled.by}`), reason: view.cancelled.reason }) : t('cancelledNoReason', { who: t(`timeline.who.${view.cancelled.by === view.role ? 'you' : view.cancelled.by}`) })}</p>
          ) : null}
          {view.status === S.cancelled && view.role === 'renter' ? <p className={styles.note}>{refundText(view, t, money)}</p> : null}
          {view.status === S.contractDue && view.contract.rejection ? <p className={styles.warning}>{t('contract.rejected', { reason: view.contract.rejection })}</p> : null}
          {view.mileage.dispute && (view.status === S.tripAllowed || view.status === S.active) ? <p className={styles.warning}>{t('mileageDisputed', { reason: view.mileage.dispute })}</p> : null}

          {showMileage ? (
            <dl className={styles.facts}>
              {view.mileage.start !== null ? (
                <div>
                  <dt>{t('fields.startMileage')}</dt>
                  <dd>{km(view.mileage.start)}</dd>
                </div>
              ) : null}
              {view.status === S.endMileageCheck && view.mileage.end !== null ? (
                <div>
                  <dt>{t('fields.endMileage')}</dt>
                  <dd>{km(view.mileage.end)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {view.extras.lines.length && [S.endMileageCheck, S.extrasDue, S.extrasFailed].includes(view.status as 11 | 12 | 14) ? <Extras view={view} locale={locale} /> : null}

          {view.status === S.changeProposed && view.change ? (
            <div className={styles.change}>
              <h3 className={styles.subTitle}>{t(view.change.by === view.role ? 'change.mine' : 'change.theirs')}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('fields.dates')}</dt>
                  <dd>{periodText(view.change, locale)}</dd>
                </div>
                <div>
                  <dt>{t('fields.delivery')}</dt>
                  <dd>{view.change.delivery_address ?? t('fields.noDelivery')}</dd>
                </div>
              </dl>
              <PriceBreakdown price={changePrice(view.change, view.deposit, mode)} locale={locale} />
            </div>
          ) : null}

          {view.contract.document || view.contract.signed ? (
            <ul className={styles.documents}>
              {view.contract.document ? (
                <li>
                  <a href={view.contract.document} download>
                    {t('contract.download')}
                  </a>
                </li>
              ) : null}
              {view.contract.signed ? (
                <li>
                  <a href={view.contract.signed} target="_blank" rel="noopener">
                    {t('contract.signed')}
                  </a>
                  {view.contract.uploaded_at ? <span className={styles.muted}> · {t('contract.uploadedAt', { at: formatDateTime(view.contract.uploaded_at, locale) })}</span> : null}
                </li>
              ) : null}
            </ul>
          ) : null}
          {view.status === S.paid || view.status === S.contractDue ? view.role === 'renter' ? <p className={styles.muted}>{t('contract.steps')}</p> : null : null}

          {view.review.ask ? <ReviewPrompt view={view} locale={locale} onDismissed={(ask) => setView((current) => ({ ...current, review: { ...current.review, ask } }))} /> : null}

          <BookingActions view={view} locale={locale} terms={terms} limits={limits} onDone={done} />

          {view.review.can_review ? <ReviewForm view={view} locale={locale} onDone={(next) => done(next, 'review')} /> : null}
          {view.review.mine || view.review.theirs ? <Reviews view={view} /> : null}
        </section>

        <div className={styles.columns}>
          <div className={styles.mainColumn}>
            <section className={styles.card} aria-labelledby="booking-trip">
              <h2 id="booking-trip" className={styles.sectionTitle}>
                {t('tripTitle')}
              </h2>
              <div className={styles.car}>
                {view.car.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a size from our own image pipeline
                  <img src={view.car.photo} alt="" width={400} height={267} className={styles.carPhoto} />
                ) : null}
                <div>
                  <p className={styles.carTitle}>{carHref ? <a href={carHref}>{view.car.title}</a> : view.car.title}</p>
                  {view.car.city ? <p className={styles.muted}>{view.car.city}</p> : null}
                  {view.instant ? <p className={styles.muted}>{t('instant')}</p> : null}
                </div>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('fields.start')}</dt>
                  <dd>{formatDateTime(view.start.at, locale)}</dd>
                </div>
                <div>
                  <dt>{t('fields.end')}</dt>
                  <dd>{formatDateTime(view.end.at, locale)}</dd>
                </div>
                {view.place.pickup !== null || (view.status !== S.rejected && view.status !== S.cancelled) ? (
                  <div>
                    <dt>{t('fields.pickup')}</dt>
                    <dd>{view.place.pickup ?? (view.place.delivery ? t('fields.pickupDelivered') : t('fields.pickupLater'))}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('fields.delivery')}</dt>
                  <dd>{view.place.delivery ?? t('fields.noDelivery')}</dd>
                </div>
                {view.message ? (
                  <div>
                    <dt>{t(view.role === 'renter' ? 'fields.messageMine' : 'fields.message')}</dt>
                    <dd className={styles.message}>{view.message}</dd>
                  </div>
                ) : null}
                {!showMileage && view.mileage.start !== null ? (
                  <div>
                    <dt>{t('fields.startMileage')}</dt>
                    <dd>{km(view.mileage.start)}</dd>
                  </div>
                ) : null}
                {!showMileage && view.mileage.end !== null ? (
                  <div>
                    <dt>{t('fields.endMileage')}</dt>
                    <dd>{km(view.mileage.end)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className={styles.kyivNote}>{t('kyivTime')}</p>
            </section>
            {wide ? chat : null}

          </div>

          <aside className={styles.aside}>
            <section className={styles.card} aria-labelledby="booking-price">
              <h2 id="booking-price" className={styles.sectionTitle}>
                {t('priceTitle')}
              </h2>
              <PriceBreakdown price={bookingPrice(view, mode)} locale={locale} />
              {view.paid || view.refunded || view.fee ? (
                <dl className={styles.money}>
                  <div>
                    <dt>{t('money.paid')}</dt>
                    <dd>{money(view.paid)}</dd>
                  </div>
                  {view.refunded ? (
                    <div>
                      <dt>{t('money.refunded')}</dt>
                      <dd>{money(view.refunded)}</dd>
                    </div>
                  ) : null}
                  {view.fee ? (
                    <div>
                      <dt>{t('money.fee')}</dt>
                      <dd>{money(view.fee)}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
              <DepositStatus view={view} locale={locale} />
              {view.extras.lines.length && !showMileage && view.status !== S.extrasDue && view.status !== S.extrasFailed ? <Extras view={view} locale={locale} /> : null}
              {view.owner_share ? (
                <dl className={styles.money}>
                  <div>
                    <dt>{t('money.commission', { rate: formatNumber(view.owner_share.commission_bp / 100, { decimals: view.owner_share.commission_bp % 100 ? 2 : 0, locale }) })}</dt>
                    <dd>−{money(view.owner_share.commission)}</dd>
                  </div>
                  <div className={styles.moneyTotal}>
                    <dt>{t(view.role === 'owner' ? 'money.earningsMine' : 'money.earnings')}</dt>
                    <dd>{money(view.owner_share.earnings)}</dd>
                  </div>
                </dl>
              ) : null}
            </section>

            <PartyCard party={view.other} />
          </aside>
        </div>

        {/* Last on every screen: on a phone the money and the other party come before it. */}
        <section className={styles.card} aria-labelledby="booking-history">
          <h2 id="booking-history" className={styles.sectionTitle}>
            {t('timeline.title')}
          </h2>
          <BookingTimeline view={view} locale={locale} />
        </section>
      </div>
      {wide ? null : (
        <div {...tabPanel('chat')} hidden={tab !== 'chat'}>
          {chat}
        </div>
      )}
    </main>
  );
}

/**
 * What became of a cancelled booking's money, for its renter: nothing charged, all of it back, or
 * what goes back and what was kept — a late cancellation keeps a fee, so "the money goes back"
 * would promise too much.
 */
function refundText(view: TBookingView, t: ReturnType<typeof useTranslations<'Booking'>>, money: (kop: number) => string): string {
  if (view.paid === 0) return t('refund.none');
  if (view.fee === 0) return t('refund.full', { refund: money(view.refunded) });
  if (view.refunded === 0) return t('refund.feeOnly', { fee: money(view.fee) });
  return t('refund.withFee', { refund: money(view.refunded), fee: money(view.fee) });
}

/** The extras after the trip, line by line, and what they come to. */
function Extras({ view, locale }: { view: TBookingView; locale: Locale }) {
  const t = useTranslations('Booking.extras');
  const label = (line: TBookingView['extras']['lines'][number]) => {
    if (line.kind === 'km_over') return t('km_over', { count: line.quantity, price: formatMoney(line.unit_price, locale) });
    if (line.kind === 'late_return') {
      const returned = view.extras.returned_at;
      return returned ? t('late_return_at', { count: line.quantity, returned: formatDateTime(returned.at, locale) }) : t('late_return', { count: line.quantity });
    }
    return t.has(line.kind as never) ? t(line.kind as never) : line.kind;
  };
  return (
    <div className={styles.extras}>
      <h3 className={styles.subTitle}>{t('title')}</h3>
      <dl className={styles.money}>
        {view.extras.lines.map((line) => (
          <div key={line.kind}>
            <dt>{label(line)}</dt>
            <dd>{formatMoney(line.amount, locale)}</dd>
          </div>
        ))}
        <div className={styles.moneyTotal}>
          <dt>{t('total')}</dt>
          <dd>{formatMoney(view.extras.total, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The two parties' reviews once given. */
function Reviews({ view }: { view: TBookingView }) {
  const t = useTranslations('Booking.review');
  const one = (title: string, review: NonNullable<TBookingView['review']['mine']>) => (
    <div className={styles.givenReview}>
      <p className={styles.subTitle}>{title}</p>
      <p>
        <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
        <span className="visually-hidden">{t('stars', { count: review.rating })}</span>
      </p>
      {review.comment ? <p className={styles.message}>{review.comment}</p> : null}
    </div>
  );
  return (
    <div className={styles.reviews}>
      {view.review.mine ? one(t('mine'), view.review.mine) : null}
      {view.review.theirs ? one(t('theirs'), view.review.theirs) : null}
    </div>
  );
}
