// Starts the in-process scheduler for background jobs when the Node.js server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.JOBS_DISABLED === 'true') return;
  const { startJobScheduler } = await import('./lib/server/jobs/scheduler');
  startJobScheduler();
}
