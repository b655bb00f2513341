import 'server-only';
import { defaultPeriod } from '@/lib/payments/reconcile-period';
import { log } from '@/lib/server/log';
import { buildReconciliation, type ReconciliationReport } from './report';

/**
 * The `payments.reconcile` job (daily): the report of the last seven Kyiv days, as operators see it
 * at /admin/payments, with each disagreement logged as an error for whoever watches the logs. Only
 * references, kinds, states and amounts are logged — never a card, a token or an acquirer's answer.
 */
export async function runDailyReconciliation(now: Date): Promise<ReconciliationReport> {
  const report = await buildReconciliation(defaultPeriod(now), now);
  const period = { from: report.period.from, to: report.period.to };
  for (const line of report.lines) {
    if (line.result === 'matched') continue;
    log.error(
      {
        period,
        provider: line.provider,
        kind: line.kind,
        reference: line.reference,
        orderReference: line.orderReference,
        result: line.result,
        ours: line.ours ? { amountKop: line.ours.amountKop, state: line.ours.state, record: line.ours.record } : null,
        acquirer: line.theirs ? { amountKop: line.theirs.amountKop, state: line.theirs.state } : null,
      },
      'reconciliation: our records and the acquirer disagree',
    );
  }
  for (const row of report.totals) {
    if (!row.matched) log.error({ period, provider: row.provider, measure: row.measure, ledgerKop: row.ledgerKop, acquirerKop: row.acquirerKop }, 'reconciliation: ledger and acquirer totals differ');
  }
  for (const item of report.unavailable) log.warn({ period, provider: item.provider, reference: item.reference }, 'reconciliation: the acquirer could not be asked about an order');
  if (!report.booksBalanced) log.error({ period }, 'reconciliation: the ledger does not sum to zero');
  log.info({ period, counts: report.counts, unavailable: report.unavailable.length }, 'reconciliation done');
  return report;
}
