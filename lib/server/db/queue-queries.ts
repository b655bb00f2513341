/** The part of a `pg` client this needs: its promise-returning `query`. */
type Queryable = { query: (...args: never[]) => unknown };

/**
 * Makes a `pg` connection run the queries it is handed one after another. A transaction is one
 * connection, and domain code inside one may well ask several things at once (`Promise.all`);
 * pg 8 queues such calls itself but warns that pg 9 will not, so the queue is ours. Callback and
 * streaming (`submit`) calls pass straight through: nothing here makes them concurrently.
 */
export function queueQueries<T extends Queryable>(client: T): T {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = tail.then(() => query(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  return client;
}
