import 'server-only';
import { type BookLine, lineKey, type OurLine } from '@/lib/payments/reconcile';
import { orderStatusLines, payoutStatusLine } from '@/lib/payments/reconcile-order-status';
import type { PaymentProvider } from '../provider';
import { providerNamed } from '../providers';
import { type SandboxBookEntry, sandboxOperations } from '../sandbox/books';

/** An order or payout the acquirer could not be asked about: its lines stay out of the comparison. */
export type Unavailable = { provider: string; reference: string; reason: string };

/** The sandbox bank's books as lines: a card check moves nothing and is left out; a hold's lapse frees it. */
export function sandboxLines(entries: readonly SandboxBookEntry[]): BookLine[] {
  return entries.flatMap((entry): BookLine[] => {
    if (entry.kind === 'verify') return [];
    const kind = entry.kind === 'hold_lapse' ? 'release' : entry.kind;
    return [{ provider: 'sandbox', kind, reference: entry.reference, orderReference: entry.orderReference, amountKop: entry.amountKop, state: entry.state, at: entry.at }];
  });
}

const inPeriod = (line: BookLine, period: { fromAt: Date; toAt: Date }) => !!line.at && line.at >= period.fromAt && line.at < period.toAt;

/** The sandbox's operations in the period (what it did that we may have no record of). */
export async function sandboxInPeriod(period: { fromAt: Date; toAt: Date }, now: Date): Promise<BookLine[]> {
  return sandboxLines(await sandboxOperations({ from: period.fromAt, to: period.toAt, now }));
}

/**
 * The sandbox's side: its operations in the period, and those outside it that our lines name (a
 * payment opened before the period and refunded in it). Its books are read from `since` (when the
 * earliest of our records was opened: the bank cannot have acted on it before) up to now.
 */
export async function sandboxSide(ours: readonly OurLine[], since: Date, period: { fromAt: Date; toAt: Date }, now: Date): Promise<BookLine[]> {
  // A day's margin: the bank's clock and ours need not agree to the second.
  const earliest = Math.min(period.fromAt.getTime(), since.getTime() - 86_400_000);
  const to = new Date(Math.max(period.toAt.getTime(), now.getTime() + 1));
  const named = new Set(ours.map(lineKey));
  return sandboxLines(await sandboxOperations({ from: new Date(earliest), to, now })).filter((line) => inPeriod(line, period) || named.has(lineKey(line)));
}

/** Runs `work` over `items`, a few at a time (each is an HTTP call to the acquirer). */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * An acquirer without books we can read (WayForPay): each order and payout of ours is asked about
 * (`orderStatus`), and its answer is attributed to our lines (lib/payments/reconcile-order-status.ts).
 * What it did that we have no record of at all cannot be seen this way (docs/reconciliation.md).
 */
export async function statusSide(provider: string, ours: readonly OurLine[]): Promise<{ lines: BookLine[]; unavailable: Unavailable[] }> {
  const mine = ours.filter((line) => line.provider === provider);
  const decisions = mine.filter((line) => line.kind === 'charge' || line.kind === 'hold');
  const payoutLines = mine.filter((line) => line.kind === 'payout');
  let adapter: PaymentProvider;
  try {
    adapter = providerNamed(provider);
  } catch (error) {
    const reason = (error as Error).message;
    return { lines: [], unavailable: [...decisions, ...payoutLines].map((line) => ({ provider, reference: line.reference, reason })) };
  }
  const unavailable: Unavailable[] = [];
  const ask = async (reference: string) => {
    try {
      return await adapter.orderStatus(reference);
    } catch (error) {
      unavailable.push({ provider, reference, reason: (error as Error).message });
      return null;
    }
  };
  const orderLines = await inBatches(decisions, 4, async (decision) => {
    const status = await ask(decision.reference);
    if (!status) return [];
    const refundedKop = typeof status.data.refundedKop === 'number' ? status.data.refundedKop : 0;
    const onOrder = mine.filter((line) => line.orderReference === decision.reference && line !== decision);
    return orderStatusLines(provider, decision, onOrder, { ...status, refundedKop });
  });
  const paid = await inBatches(payoutLines, 4, async (payout) => {
    const status = await ask(payout.reference);
    return status ? payoutStatusLine(provider, payout.reference, status) : null;
  });
  return { lines: [...orderLines.flat(), ...paid.filter((line): line is BookLine => line !== null)], unavailable };
}
