import 'server-only';
import { PAYOUTS_PER_PAGE, type TEarningView, type TPayoutView } from '@/lib/payouts/contracts';
import type { User } from '@/lib/server/db/schema';
import { type Earning, ownerEarnings } from './earnings';
import { assertPayoutOwner } from './owner-access';
import { ownerPayouts, toPayoutView } from './payout-view';

export const toEarningView = (earning: Earning): TEarningView => ({
  booking_id: earning.bookingId,
  car: earning.car,
  start: earning.startAt.toISOString(),
  end: earning.endAt.toISOString(),
  booking_status: earning.bookingStatus,
  total: earning.totalKop,
  commission: earning.commissionKop,
  commission_bp: earning.commissionBp,
  net: earning.netKop,
  state: earning.state,
});

const pagination = (total: number, page: number) => ({ total, per_page: PAYOUTS_PER_PAGE, current_page: page });

/** A page of the caller's own earnings per booking (owners only). */
export async function earningsPage(actor: User, page: number): Promise<{ earnings: TEarningView[]; pagination: ReturnType<typeof pagination> }> {
  assertPayoutOwner(actor);
  const { earnings, total } = await ownerEarnings(actor.id, { offset: (page - 1) * PAYOUTS_PER_PAGE, limit: PAYOUTS_PER_PAGE });
  return { earnings: earnings.map(toEarningView), pagination: pagination(total, page) };
}

/** A page of the caller's own payouts (owners only). */
export async function payoutsPage(actor: User, page: number): Promise<{ payouts: TPayoutView[]; pagination: ReturnType<typeof pagination> }> {
  assertPayoutOwner(actor);
  const { payouts, total } = await ownerPayouts(actor.id, { offset: (page - 1) * PAYOUTS_PER_PAGE, limit: PAYOUTS_PER_PAGE });
  return { payouts: payouts.map(toPayoutView), pagination: pagination(total, page) };
}

/** Every earning of the caller, for the CSV export (owners only). */
export async function allEarnings(actor: User): Promise<Earning[]> {
  assertPayoutOwner(actor);
  return (await ownerEarnings(actor.id)).earnings;
}
