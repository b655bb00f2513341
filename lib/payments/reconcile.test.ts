import { describe, expect, it } from 'vitest';
import { type BookLine, compareLine, countResults, type OurLine, reconcileLines, totalsRows } from './reconcile';

const at = new Date('2026-11-20T10:00:00Z');
const theirs = (over: Partial<BookLine> = {}): BookLine => ({ provider: 'sandbox', kind: 'charge', reference: 'kp-1', orderReference: 'kp-1', amountKop: 140_000, state: 'succeeded', at, ...over });
const ours = (over: Partial<OurLine> = {}): OurLine => ({ ...theirs(), record: { table: 'payments', id: 1 }, bookingId: 7, ...over });

describe('comparing one operation', () => {
  it('matches what both sides did for the same amount, and flags another amount', () => {
    expect(compareLine(ours(), theirs())).toBe('matched');
    expect(compareLine(ours(), theirs({ amountKop: 139_999 }))).toBe('amount_mismatch');
  });

  it('finds money on one side only', () => {
    expect(compareLine(ours(), null)).toBe('missing_at_acquirer');
    expect(compareLine(null, theirs())).toBe('missing_here');
  });

  it('flags an operation done on one side and refused or undecided on the other', () => {
    expect(compareLine(ours(), theirs({ state: 'declined' }))).toBe('state_mismatch');
    expect(compareLine(ours({ state: 'pending' }), theirs())).toBe('state_mismatch');
    expect(compareLine(ours({ state: 'declined' }), theirs())).toBe('state_mismatch');
    expect(compareLine(ours({ state: 'pending' }), theirs({ state: 'declined' }))).toBe('state_mismatch');
  });

  it('agrees where no money moved on either side', () => {
    expect(compareLine(ours({ state: 'declined' }), theirs({ state: 'declined', amountKop: 1 }))).toBe('matched');
    expect(compareLine(ours({ state: 'declined' }), null)).toBe('matched');
    expect(compareLine(ours({ state: 'pending' }), null)).toBe('matched');
    expect(compareLine(ours({ state: 'pending' }), theirs({ state: 'pending' }))).toBe('matched');
    // A refused order we never recorded moved nothing: left out of the report.
    expect(compareLine(null, theirs({ state: 'declined' }))).toBeNull();
    expect(compareLine(null, theirs({ state: 'pending' }))).toBeNull();
  });
});

describe('the report’s lines', () => {
  it('pairs lines by provider, kind and reference, in the order they happened, and counts the results', () => {
    const lines = reconcileLines(
      [
        ours({ reference: 'kp-1', orderReference: 'kp-1', at: new Date('2026-11-20T10:00:00Z') }),
        ours({ kind: 'refund', reference: 'kr-1-5', amountKop: 50_000, at: new Date('2026-11-21T10:00:00Z'), record: { table: 'payment_refunds', id: 5 } }),
        ours({ provider: 'wayforpay', reference: 'kp-1', at: new Date('2026-11-19T10:00:00Z') }),
      ],
      [
        theirs({ reference: 'kp-1', at: new Date('2026-11-20T10:00:01Z') }),
        theirs({ kind: 'refund', reference: 'kr-1-5', amountKop: 40_000 }),
        theirs({ kind: 'refund', reference: 'kr-1-9', amountKop: 10_000, at: new Date('2026-11-22T10:00:00Z') }),
        theirs({ kind: 'hold', reference: 'kp-2', orderReference: 'kp-2', state: 'declined' }),
      ],
    );
    expect(lines.map((line) => [line.provider, line.kind, line.reference, line.result])).toEqual([
      ['wayforpay', 'charge', 'kp-1', 'missing_at_acquirer'],
      ['sandbox', 'charge', 'kp-1', 'matched'],
      ['sandbox', 'refund', 'kr-1-5', 'amount_mismatch'],
      ['sandbox', 'refund', 'kr-1-9', 'missing_here'],
    ]);
    expect(lines[2]).toMatchObject({ ours: { amountKop: 50_000 }, theirs: { amountKop: 40_000 }, orderReference: 'kp-1' });
    expect(countResults(lines)).toEqual({ matched: 1, missing_at_acquirer: 1, missing_here: 1, amount_mismatch: 1, state_mismatch: 0 });
  });
});

describe('the totals, ledger against acquirer', () => {
  it('adds up money in, out, still held and refunds in flight over the report’s lines', () => {
    const lines = reconcileLines(
      [
        ours({ reference: 'kp-1' }),
        ours({ kind: 'hold', reference: 'kp-2', orderReference: 'kp-2', amountKop: 500_000 }),
        ours({ kind: 'hold', reference: 'kp-3', orderReference: 'kp-3', amountKop: 300_000 }),
        ours({ kind: 'capture', reference: 'kc-3', orderReference: 'kp-3', amountKop: 120_000 }),
        ours({ kind: 'refund', reference: 'kr-1-1', amountKop: 20_000 }),
        ours({ kind: 'refund', reference: 'kr-1-2', amountKop: 30_000, state: 'pending' }),
        ours({ kind: 'refund', reference: 'kr-1-3', amountKop: 5_000, state: 'pending' }),
        ours({ kind: 'payout', reference: 'po-1', orderReference: null, amountKop: 100_000 }),
      ],
      [
        theirs({ reference: 'kp-1' }),
        theirs({ kind: 'hold', reference: 'kp-2', orderReference: 'kp-2', amountKop: 500_000 }),
        theirs({ kind: 'hold', reference: 'kp-3', orderReference: 'kp-3', amountKop: 300_000 }),
        theirs({ kind: 'capture', reference: 'kc-3', orderReference: 'kp-3', amountKop: 120_000 }),
        theirs({ kind: 'refund', reference: 'kr-1-1', amountKop: 20_000 }),
        // Made there, still pending here (a crash between the acquirer's answer and ours).
        theirs({ kind: 'refund', reference: 'kr-1-3', amountKop: 5_000 }),
        theirs({ kind: 'payout', reference: 'po-1', orderReference: null, amountKop: 100_000 }),
      ],
    );
    const ledger = new Map([['sandbox', { inKop: 260_000, outKop: 120_000, heldKop: 500_000, inFlightKop: 35_000 }]]);
    expect(totalsRows(lines, ledger)).toEqual([
      { provider: 'sandbox', measure: 'in', ledgerKop: 260_000, acquirerKop: 260_000, matched: true },
      { provider: 'sandbox', measure: 'out', ledgerKop: 120_000, acquirerKop: 125_000, matched: false },
      { provider: 'sandbox', measure: 'net', ledgerKop: 140_000, acquirerKop: 135_000, matched: false },
      { provider: 'sandbox', measure: 'held', ledgerKop: 500_000, acquirerKop: 500_000, matched: true },
      { provider: 'sandbox', measure: 'in_flight', ledgerKop: 35_000, acquirerKop: 30_000, matched: false },
    ]);
  });

  it('lists a provider the ledger knows but no line names, with the acquirer’s side at zero', () => {
    expect(totalsRows([], new Map([['wayforpay', { inKop: 100, outKop: 0, heldKop: 0, inFlightKop: 0 }]]))[0]).toEqual({
      provider: 'wayforpay',
      measure: 'in',
      ledgerKop: 100,
      acquirerKop: 0,
      matched: false,
    });
  });
});
