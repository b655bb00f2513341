// Starts the in-process scheduler for background jobs when the Node.js server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // An unknown PAYMENTS_PROVIDER stops the server here rather than failing its first payment.
  const { assertPaymentsConfig } = await import('./lib/server/payments/providers');
  assertPaymentsConfig();
  if (process.env.JOBS_DISABLED === 'true') return;
  const { startJobScheduler } = await import('./lib/server/jobs/scheduler');
  startJobScheduler();
}
