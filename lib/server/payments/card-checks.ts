import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { isPaymentReference } from '@/lib/payments/reference';
import { href } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { type CardCheck, cardChecks, type PaymentCard, paymentCards, type User, users } from '@/lib/server/db/schema';
import { log } from '@/lib/server/log';
import { assertPayoutOwner } from '@/lib/server/payouts/owner-access';
import { saveCard } from './cards/save-card';
import type { CallbackEvent, Checkout, PaymentProvider } from './provider';
import { paymentProvider, providerNamed } from './providers';
import { revokeSandboxCard } from './sandbox/cards';

/** How long a card check's page takes a card (as a payment page: 30 minutes). */
export const CARD_CHECK_LIFETIME_MS = 30 * 60_000;
/**
 * How long after its page closed a check still accepts the acquirer's verdict: the card was checked
 * in time, and its callback is being retried (the sandbox's first retry is 30 s on, then 1, 2, 4 …
 * minutes). Later than that, the check has expired and a callback for it changes nothing.
 */
export const CARD_CHECK_CALLBACK_GRACE_MS = 60 * 60_000;
/** An open check with less time left than this is not offered again: the owner would run out of time on its page. */
const REUSE_MARGIN_MS = 5 * 60_000;

export type CardCheckState = 'pending' | 'verified' | 'failed' | 'expired';

/** A check as it stands at `now`: one left pending past its grace is expired (expiry is read, not run by a job). */
export function cardCheckState(check: Pick<CardCheck, 'status' | 'expiresAt'>, now: Date): CardCheckState {
  if (check.status === 'pending' && now.getTime() >= check.expiresAt.getTime() + CARD_CHECK_CALLBACK_GRACE_MS) return 'expired';
  return check.status as CardCheckState;
}

const newReference = () => `kp-${randomBytes(10).toString('hex')}`;

/** Where the person goes: the acquirer's page, or our page that posts its form (`/pay/form/{ref}`). */
const redirectOf = (checkout: Checkout, reference: string, locale: Locale) => (checkout.kind === 'redirect' ? checkout.url : href('pay-form-ref', { locale, params: { ref: reference } }));

function checkRequest(provider: PaymentProvider, check: CardCheck, locale: Locale) {
  const origin = siteUrl();
  return {
    reference: check.reference,
    purpose: check.purpose as 'payment' | 'payout',
    locale,
    customerRef: String(check.userId),
    // The owner comes back to their payments, where the new card shows once the callback has landed.
    returnUrl: new URL(href('cabinet-payments', { locale }), origin).toString(),
    callbackUrl: new URL(`/api/payments/callback/${provider.name}`, origin).toString(),
    expiresAt: check.expiresAt,
  };
}

/**
 * Opens the acquirer's card check where an owner registers (or replaces) the card payouts go to
 * (`verifyCard({ purpose: 'payout' })`: the sandbox's page, WayForPay's Verify): a pending
 * `card_checks` row and the acquirer's order, in one transaction. A check of theirs still open
 * with time left is offered again (a double click opens the same page); older open ones are
 * withdrawn, so only the newest check can ever register a card. Owners only (owner-access.ts).
 */
export function openPayoutCardCheck(actor: User, { locale, now }: { locale: Locale; now: Date }): Promise<{ check: CardCheck; redirectUrl: string }> {
  assertPayoutOwner(actor);
  const provider = paymentProvider();
  if (!provider.verifyCard || !provider.payout) throw new AppError('payouts_unavailable');
  return inTransaction(async () => {
    const db = await getDb();
    // One check at a time per person: two clicks at once are decided one after the other.
    await db.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const open = await db
      .select()
      .from(cardChecks)
      .where(and(eq(cardChecks.userId, actor.id), eq(cardChecks.purpose, 'payout'), eq(cardChecks.status, 'pending')))
      .orderBy(desc(cardChecks.id));
    const reusable = open.find((check) => check.provider === provider.name && check.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS);
    for (const stale of open.filter((check) => check !== reusable)) {
      await db.update(cardChecks).set({ status: 'expired', failureCode: 'superseded', settledAt: now }).where(eq(cardChecks.id, stale.id));
      await providerNamed(stale.provider).cancelCheckout(stale.reference);
    }
    if (reusable) {
      // The acquirer's order is stored once per reference: asking again gives the same page.
      const checkout = await provider.verifyCard!(checkRequest(provider, reusable, locale));
      return { check: reusable, redirectUrl: redirectOf(checkout, reusable.reference, locale) };
    }
    const [check] = await db
      .insert(cardChecks)
      .values({ userId: actor.id, provider: provider.name, purpose: 'payout', reference: newReference(), createdAt: now, expiresAt: new Date(now.getTime() + CARD_CHECK_LIFETIME_MS) })
      .returning();
    const checkout = await provider.verifyCard!(checkRequest(provider, check!, locale));
    log.info({ userId: actor.id, cardCheckId: check!.id, provider: provider.name }, 'payout card check opened');
    return { check: check!, redirectUrl: redirectOf(checkout, check!.reference, locale) };
  });
}

/**
 * A verified callback (the route has checked its signature) for one of our card checks: `verified`
 * with a card stores it (`saveCard`, remembered) and marks the check verified; `failed` marks it
 * failed with the acquirer's reason — once. A check no longer pending (settled, superseded by a
 * newer one, or past its grace) is left as it is, so a repeated, reordered or late callback
 * changes nothing. A new payout card replaces the old one (`removed_at`; its sandbox token is
 * revoked in the same transaction). Null when the reference names no card check of this acquirer:
 * the callback is then a payment's (settle-payment.ts).
 */
export function settleCardCheck(providerName: string, event: CallbackEvent, now = new Date()): Promise<{ changed: boolean; check: CardCheck } | null> {
  return inTransaction(async () => {
    const db = await getDb();
    const [check] = await db
      .select()
      .from(cardChecks)
      .where(and(eq(cardChecks.provider, providerName), eq(cardChecks.reference, event.reference)))
      .for('update');
    if (!check) return null;
    if (check.status !== 'pending') return { changed: false, check };
    if (cardCheckState(check, now) === 'expired') {
      const [expired] = await db.update(cardChecks).set({ status: 'expired', failureCode: 'expired', settledAt: now }).where(eq(cardChecks.id, check.id)).returning();
      log.warn({ cardCheckId: check.id, outcome: event.outcome }, 'card check callback after the check expired: ignored');
      return { changed: false, check: expired! };
    }
    if (event.outcome === 'verified' && event.card?.token) {
      const card = await saveCard({ userId: check.userId, provider: providerName, purpose: check.purpose as 'payment' | 'payout', card: event.card, remembered: true, now });
      if (check.purpose === 'payout') await replaceOtherPayoutCards(card, now);
      const [verified] = await db.update(cardChecks).set({ status: 'verified', cardId: card.id, failureCode: null, settledAt: now }).where(eq(cardChecks.id, check.id)).returning();
      log.info({ cardCheckId: check.id, userId: check.userId, cardId: card.id }, 'card check verified');
      return { changed: true, check: verified! };
    }
    if (event.outcome === 'failed' || event.outcome === 'verified') {
      // A "verified" without a token registers nothing we could pay to: as good as declined.
      const failureCode = event.outcome === 'failed' ? (event.failureCode ?? 'declined') : 'no_token';
      const [failed] = await db.update(cardChecks).set({ status: 'failed', failureCode, settledAt: now }).where(eq(cardChecks.id, check.id)).returning();
      log.info({ cardCheckId: check.id, failureCode }, 'card check failed');
      return { changed: true, check: failed! };
    }
    // Other reports (a refund's, a capture's) have nothing to do with a check.
    return { changed: false, check };
  });
}

/** One payout card per person: the others are removed (and the sandbox's tokens revoked, so they pay nothing). */
async function replaceOtherPayoutCards(card: PaymentCard, now: Date): Promise<void> {
  const db = await getDb();
  const replaced = await db
    .update(paymentCards)
    .set({ removedAt: now })
    .where(and(eq(paymentCards.userId, card.userId), eq(paymentCards.purpose, 'payout'), isNull(paymentCards.removedAt), ne(paymentCards.id, card.id)))
    .returning();
  for (const old of replaced) if (old.provider === 'sandbox') await revokeSandboxCard(old.token, now);
}

/** The person's latest card check for `purpose`, as it stands at `now`. */
export async function latestCardCheck(userId: number, purpose: 'payment' | 'payout', now: Date): Promise<(CardCheck & { state: CardCheckState }) | null> {
  const db = await getDb();
  const [check] = await db
    .select()
    .from(cardChecks)
    .where(and(eq(cardChecks.userId, userId), eq(cardChecks.purpose, purpose)))
    .orderBy(desc(cardChecks.id))
    .limit(1);
  return check ? { ...check, state: cardCheckState(check, now) } : null;
}

/**
 * For `/pay/form/{ref}` (a provider whose card check is a form the browser posts, WayForPay's
 * Verify): the form of this person's open card check, asked of the acquirer again (the Verify form
 * is built from the check alone), or null when the reference is not theirs or not an open check.
 */
export async function cardCheckFormFor(userId: number, reference: unknown, locale: Locale, now = new Date()): Promise<Extract<Checkout, { kind: 'form' }> | null> {
  if (!isPaymentReference(reference)) return null;
  const db = await getDb();
  const [check] = await db
    .select()
    .from(cardChecks)
    .where(and(eq(cardChecks.reference, reference), eq(cardChecks.userId, userId)));
  if (!check || check.status !== 'pending' || now.getTime() >= check.expiresAt.getTime()) return null;
  const provider = providerNamed(check.provider);
  const checkout = await provider.verifyCard?.(checkRequest(provider, check, locale));
  return checkout?.kind === 'form' ? checkout : null;
}
