// A job worker in a process of its own, started by payments-crash.test.ts (not a test itself):
// one pass of the payments' jobs against the database and acquirer its environment names
// (DATABASE_URL or PGLITE_DATA_DIR, PAYMENTS_PROVIDER, WAYFORPAY_*, APP_URL). The test kills it
// with SIGKILL in the middle of a call to the acquirer.
//   node --conditions=react-server --import tsx tests/integration/payments-crash-child.ts
import { closeDb } from '@/lib/server/db/client';
import { runDueJobs } from '@/lib/server/jobs/run-due-jobs';
import { paymentJobs } from '@/lib/server/payments/payment-jobs';

async function main() {
  process.stdout.write('worker started\n');
  const summary = await runDueJobs(paymentJobs, { worker: 'crash-child' });
  await closeDb();
  process.stdout.write(`worker finished ${JSON.stringify(summary)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
