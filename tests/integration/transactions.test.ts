import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterCommit, getDb, inTransaction } from '@/lib/server/db/client';
import { jobs, outbox, users } from '@/lib/server/db/schema';
import { scheduleJob } from '@/lib/server/jobs/schedule-job';
import { sendMail } from '@/lib/server/mail/send-mail';
import { createUser, reloadUser, unique } from '@/tests/support/factories';

/** A state change as bookings will make it: the row, its e-mail and its timed job, then a failure. */
async function changeThenFail(userId: number, email: string, tag: string) {
  await inTransaction(async () => {
    const db = await getDb();
    await db.update(users).set({ firstName: 'Змінено' }).where(eq(users.id, userId));
    await sendMail({ to: email, userId, locale: 'uk', name: 'Тарас', template: { name: 'deletionCompleted' } });
    await scheduleJob('test.follow-up', { key: tag, payload: { userId } });
    throw new Error('boom halfway');
  });
}

describe('one transaction per state change', () => {
  it('rolls back the change, its mail and its job together when it fails halfway', async () => {
    const user = await createUser();
    const tag = unique();
    await expect(changeThenFail(user.id, user.email, tag)).rejects.toThrow('boom halfway');
    const db = await getDb();
    expect((await reloadUser(user.id))!.firstName).toBe('Тарас');
    expect(await db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(0);
    expect(await db.select().from(jobs).where(eq(jobs.key, tag))).toHaveLength(0);
  });

  it('commits them together, and domain functions called inside join it (no second connection)', async () => {
    const user = await createUser();
    const tag = unique();
    await inTransaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Разом' }).where(eq(users.id, user.id));
      // sendMail and scheduleJob call getDb() themselves: on PGlite a second connection would wait
      // for this transaction for ever; here they must see its uncommitted row.
      await sendMail({ to: user.email, userId: user.id, locale: 'en', name: 'Taras', template: { name: 'deletionCompleted' } });
      await scheduleJob('test.follow-up', { key: tag });
      const [inside] = await (await getDb()).select({ name: users.firstName }).from(users).where(eq(users.id, user.id));
      expect(inside!.name).toBe('Разом');
    });
    const db = await getDb();
    expect(await db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(1);
    expect(await db.select().from(jobs).where(eq(jobs.key, tag))).toHaveLength(1);
  });

  it('a caught failure of a nested step rolls back only that step (savepoint)', async () => {
    const user = await createUser();
    await inTransaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Зовні' }).where(eq(users.id, user.id));
      await inTransaction(async (inner) => {
        await inner.update(users).set({ lastName: 'Всередині' }).where(eq(users.id, user.id));
        throw new Error('inner');
      }).catch(() => undefined);
    });
    expect(await reloadUser(user.id)).toMatchObject({ firstName: 'Зовні', lastName: 'Шевченко' });
  });

  it('runs after-commit tasks only once the outermost transaction commits, never after a rollback', async () => {
    const ran: string[] = [];
    await inTransaction(async () => {
      afterCommit(() => ran.push('outer'));
      await inTransaction(async () => {
        afterCommit(() => ran.push('inner'));
      });
      expect(ran).toEqual([]);
    });
    await expect(
      inTransaction(async () => {
        afterCommit(() => ran.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran.sort()).toEqual(['inner', 'outer']);
  });
});
