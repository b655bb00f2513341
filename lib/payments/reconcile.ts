/**
 * The reconciliation of our payment records with an acquirer's (docs/reconciliation.md): pure
 * comparison, no I/O. Each side is a list of operations ("lines") named by provider, kind and
 * reference; lines with the same name are compared, and each pair gets one result.
 */

/**
 * `charge` and `hold`: an order's decision (reference: the order's `kp-…`); `capture` and `void`: of
 * a hold (the operation's reference); `release`: a hold freed without a void (it lapsed at the
 * acquirer; reference: the order's); `refund`: money given back (`kr-…`); `payout`: to an owner's card.
 */
export const RECONCILE_KINDS = ['charge', 'hold', 'capture', 'void', 'release', 'refund', 'payout'] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

/** Done (money moved, or a hold placed or freed), refused, or still undecided. */
export type LineState = 'succeeded' | 'declined' | 'pending';

/** One operation as one side has it. */
export type BookLine = {
  provider: string;
  kind: ReconcileKind;
  reference: string;
  /** The order it belongs to (a payout has none). */
  orderReference: string | null;
  amountKop: number;
  state: LineState;
  at: Date | null;
};

/** Which of our records a line of ours comes from. */
export type RecordRef = { table: 'payments' | 'payment_refunds' | 'payment_operations' | 'payouts'; id: number };
export type OurLine = BookLine & { record: RecordRef; bookingId: number | null };

export const RECONCILE_RESULTS = ['matched', 'missing_at_acquirer', 'missing_here', 'amount_mismatch', 'state_mismatch'] as const;
export type ReconcileResult = (typeof RECONCILE_RESULTS)[number];

export type ReconcileLine = {
  key: string;
  provider: string;
  kind: ReconcileKind;
  reference: string;
  orderReference: string | null;
  ours: OurLine | null;
  theirs: BookLine | null;
  result: ReconcileResult;
};

export const lineKey = (line: Pick<BookLine, 'provider' | 'kind' | 'reference'>) => `${line.provider}|${line.kind}|${line.reference}`;

/**
 * How a pair compares. Both sides done: matched when the amounts agree, else an amount mismatch.
 * Done on one side only: missing on the other when that side has nothing, a state mismatch when it
 * has the operation refused or undecided. Refused or undecided on both sides (or refused here and
 * unknown there): matched — no money moved. Null: the acquirer's refused or undecided operation we
 * have no record of, which moved nothing and is left out.
 */
export function compareLine(ours: BookLine | null, theirs: BookLine | null): ReconcileResult | null {
  if (!ours) return theirs?.state === 'succeeded' ? 'missing_here' : null;
  if (!theirs) return ours.state === 'succeeded' ? 'missing_at_acquirer' : 'matched';
  if (ours.state === 'succeeded' && theirs.state === 'succeeded') return ours.amountKop === theirs.amountKop ? 'matched' : 'amount_mismatch';
  if (ours.state === theirs.state) return 'matched';
  // Undecided here but refused there is a payment our poller has still to settle: a state mismatch,
  // as is anything done on one side only.
  return 'state_mismatch';
}

const timeOf = (line: ReconcileLine) => (line.ours?.at ?? line.theirs?.at)?.getTime() ?? 0;

/** Pairs the two sides' lines by name and compares each pair; in the order they happened. */
export function reconcileLines(ours: readonly OurLine[], theirs: readonly BookLine[]): ReconcileLine[] {
  const pairs = new Map<string, { ours: OurLine | null; theirs: BookLine | null }>();
  for (const line of ours) pairs.set(lineKey(line), { ours: line, theirs: null });
  for (const line of theirs) {
    const key = lineKey(line);
    const pair = pairs.get(key);
    if (pair) pair.theirs = line;
    else pairs.set(key, { ours: null, theirs: line });
  }
  const lines: ReconcileLine[] = [];
  for (const [key, pair] of pairs) {
    const result = compareLine(pair.ours, pair.theirs);
    if (!result) continue;
    const named = (pair.ours ?? pair.theirs)!;
    lines.push({ key, provider: named.provider, kind: named.kind, reference: named.reference, orderReference: pair.ours?.orderReference ?? pair.theirs?.orderReference ?? null, ...pair, result });
  }
  return lines.sort((a, b) => timeOf(a) - timeOf(b) || a.key.localeCompare(b.key));
}

export function countResults(lines: readonly ReconcileLine[]): Record<ReconcileResult, number> {
  const counts = Object.fromEntries(RECONCILE_RESULTS.map((result) => [result, 0])) as Record<ReconcileResult, number>;
  for (const line of lines) counts[line.result] += 1;
  return counts;
}

/**
 * Money figures of one provider, as the ledger or the acquirer has them for the report's lines:
 * `in` charges and captures, `out` refunds and payouts, `held` deposits blocked now, `inFlight`
 * refunds asked and not yet made.
 */
export type MoneyFigures = { inKop: number; outKop: number; heldKop: number; inFlightKop: number };
export const TOTAL_MEASURES = ['in', 'out', 'net', 'held', 'in_flight'] as const;
export type TotalMeasure = (typeof TOTAL_MEASURES)[number];
export type TotalsRow = { provider: string; measure: TotalMeasure; ledgerKop: number; acquirerKop: number; matched: boolean };

/**
 * The acquirer's figures over the report's lines: what it says came in and went out, the holds of
 * these orders it still blocks (placed, and neither captured, voided nor lapsed), and the refunds
 * we asked that it has not made (ours pending, nothing there).
 */
export function acquirerFigures(lines: readonly ReconcileLine[], provider: string): MoneyFigures {
  const figures: MoneyFigures = { inKop: 0, outKop: 0, heldKop: 0, inFlightKop: 0 };
  const closedHolds = new Set<string>();
  const holds: BookLine[] = [];
  for (const line of lines) {
    if (line.provider !== provider) continue;
    const theirs = line.theirs?.state === 'succeeded' ? line.theirs : null;
    if (theirs && (theirs.kind === 'charge' || theirs.kind === 'capture')) figures.inKop += theirs.amountKop;
    if (theirs && (theirs.kind === 'refund' || theirs.kind === 'payout')) figures.outKop += theirs.amountKop;
    if (theirs && theirs.kind === 'hold') holds.push(theirs);
    if (theirs && (theirs.kind === 'capture' || theirs.kind === 'void' || theirs.kind === 'release') && theirs.orderReference) closedHolds.add(theirs.orderReference);
    if (line.kind === 'refund' && line.ours?.state === 'pending' && !line.theirs) figures.inFlightKop += line.ours.amountKop;
  }
  figures.heldKop = holds.filter((hold) => !closedHolds.has(hold.reference)).reduce((sum, hold) => sum + hold.amountKop, 0);
  return figures;
}

/** The ledger's figures against the acquirer's, per provider and measure (`net` = in − out). */
export function totalsRows(lines: readonly ReconcileLine[], ledger: ReadonlyMap<string, MoneyFigures>): TotalsRow[] {
  const providers = [...new Set([...lines.map((line) => line.provider), ...ledger.keys()])].sort();
  const rows: TotalsRow[] = [];
  for (const provider of providers) {
    const theirs = acquirerFigures(lines, provider);
    const ours = ledger.get(provider) ?? { inKop: 0, outKop: 0, heldKop: 0, inFlightKop: 0 };
    const pairs: [TotalMeasure, number, number][] = [
      ['in', ours.inKop, theirs.inKop],
      ['out', ours.outKop, theirs.outKop],
      ['net', ours.inKop - ours.outKop, theirs.inKop - theirs.outKop],
      ['held', ours.heldKop, theirs.heldKop],
      ['in_flight', ours.inFlightKop, theirs.inFlightKop],
    ];
    for (const [measure, ledgerKop, acquirerKop] of pairs) rows.push({ provider, measure, ledgerKop, acquirerKop, matched: ledgerKop === acquirerKop });
  }
  return rows;
}
