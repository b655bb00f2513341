import { describe, expect, it } from 'vitest';
import { queueQueries } from './queue-queries';

/** A connection that records how many queries it runs at once and answers when told to. */
function fakeConnection() {
  let running = 0;
  const seen = { most: 0, order: [] as string[] };
  const pending: Array<() => void> = [];
  const client = {
    query(text: string) {
      running += 1;
      seen.most = Math.max(seen.most, running);
      seen.order.push(text);
      return new Promise((resolve, reject) => {
        pending.push(() => {
          running -= 1;
          if (text === 'fail') reject(new Error('boom'));
          else resolve({ rows: [text] });
        });
      });
    },
  };
  const finishNext = async () => {
    while (!pending.length) await Promise.resolve();
    pending.shift()!();
  };
  return { client, seen, finishNext };
}

describe('queueQueries', () => {
  it('runs queries asked at once one after another, each answered with its own result', async () => {
    const { client, seen, finishNext } = fakeConnection();
    queueQueries(client);
    const answers = Promise.all(['a', 'b', 'c'].map((text) => client.query(text)));
    for (let i = 0; i < 3; i += 1) await finishNext();
    expect(await answers).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['a', 'b', 'c']);
  });

  it('a failed query rejects for its caller only; the next one still runs', async () => {
    const { client, finishNext } = fakeConnection();
    queueQueries(client);
    const failed = client.query('fail');
    const next = client.query('after');
    await finishNext();
    await expect(failed).rejects.toThrow('boom');
    await finishNext();
    await expect(next).resolves.toEqual({ rows: ['after'] });
  });

  it('callback and streaming calls pass straight through', () => {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => (calls.push(args), 'direct') };
    queueQueries(client as never);
    const callback = () => undefined;
    const submittable = { submit: () => undefined };
    expect((client.query as (...args: unknown[]) => unknown)('select 1', callback)).toBe('direct');
    expect((client.query as (...args: unknown[]) => unknown)(submittable)).toBe('direct');
    expect(calls).toEqual([['select 1', callback], [submittable]]);
  });
});
