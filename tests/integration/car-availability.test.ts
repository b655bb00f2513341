import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as decide } from '@/app/api/admin/car/decision/route';
import { POST as block } from '@/app/api/profile/car/availability/block/route';
import { POST as getAvailabilityRoute } from '@/app/api/profile/car/availability/get/route';
import { POST as setSchedule } from '@/app/api/profile/car/availability/schedule/route';
import { POST as unblock } from '@/app/api/profile/car/availability/unblock/route';
import { POST as create } from '@/app/api/profile/car/create/route';
import { POST as remove } from '@/app/api/profile/car/delete/route';
import { POST as submit } from '@/app/api/profile/car/submit/route';
import type { TAvailabilityView, TBlockView } from '@/lib/cars/availability';
import type { TCarView } from '@/lib/cars/car-view';
import { formatTstzrange, parseTstzrange, wholeDays } from '@/lib/cars/periods';
import { blockPeriod } from '@/lib/server/cars/block-period';
import { getAvailability } from '@/lib/server/cars/get-availability';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { carEvents, carPeriods, cars } from '@/lib/server/db/schema';
import { addDays, kyivToday } from '@/lib/time/iso-date';
import { api } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { addPhotoRows, completeCarForm, createVerifiedOwner } from '@/tests/support/cars';
import { createSignedInUser } from '@/tests/support/factories';

type CarBody = { data: { car: TCarView } };
type BlockBody = { data: { block: TBlockView; merged_ids: number[] } };
type UnblockBody = { data: { blocks: TBlockView[] } };
type AvailabilityBody = { data: TAvailabilityView };

const HOUR = 3_600_000;

async function ownCar() {
  const owner = await createVerifiedOwner();
  const res = await api<CarBody>(create, await completeCarForm(), { token: owner.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { owner, car: res.json.data.car };
}

/** A car through moderation: approved and switched on. */
async function approvedCar() {
  const { owner, car } = await ownCar();
  await addPhotoRows(car.id, 4);
  expect((await api(submit, { car_id: car.id }, { token: owner.token })).status).toBe(200);
  const operator = await createSignedInUser({ isStaff: true });
  expect((await api(decide, { car_id: car.id, decision: 'approved' }, { token: operator.token })).status).toBe(200);
  return { owner, car, operator };
}

/** Days counted from today in Kyiv, so nothing here depends on the date the suite runs. */
const day = (offset: number) => addDays(kyivToday(), offset);

// The clock stands still at the real now in each test, so Kyiv midnight cannot pass between the
// days a test computes and the server's check ("today is fine").
beforeEach(() => {
  vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function blockDays(token: string, carId: number, from: number, to: number, extra: Record<string, unknown> = {}) {
  return api<BlockBody>(block, { car_id: carId, from_date: day(from), to_date: day(to), ...extra }, { token });
}

/** The car's holding periods straight from the table, by start. */
async function heldPeriods(carId: number) {
  const db = await getDb();
  const rows = await db
    .select({ id: carPeriods.id, kind: carPeriods.kind, period: carPeriods.period, note: carPeriods.note })
    .from(carPeriods)
    .where(and(eq(carPeriods.carId, carId), eq(carPeriods.holds, true)))
    .orderBy(sql`lower(${carPeriods.period})`);
  return rows.map((row) => ({ ...row, ...parseTstzrange(row.period) }));
}

async function insertBooking(carId: number, from: number, to: number, holds = true) {
  const db = await getDb();
  await db.insert(carPeriods).values({ carId, kind: 'booking', holds, period: formatTstzrange(wholeDays(day(from), day(to))) });
}

describe('blocking days and times', () => {
  it('blocks whole Kyiv days and exact times, shows them in the calendar, and records who did it', async () => {
    const { owner, car } = await ownCar();
    const days = await blockDays(owner.token, car.id, 10, 12, { note: ' Service ' });
    expect(days.status, JSON.stringify(days.json)).toBe(200);
    const range = wholeDays(day(10), day(12));
    expect(days.json.data).toEqual({
      block: {
        kind: 'block',
        id: expect.any(Number),
        start: range.start.toISOString(),
        end: range.end.toISOString(),
        start_local: `${day(10)}T00:00`,
        end_local: `${day(13)}T00:00`,
        days: { from_date: day(10), to_date: day(12) },
        note: 'Service',
      },
      merged_ids: [],
    });

    const times = await api<BlockBody>(block, { car_id: car.id, start: `${day(20)}T09:30`, end: `${day(20)}T18:00` }, { token: owner.token });
    expect(times.status).toBe(200);
    expect(times.json.data.block).toMatchObject({ start_local: `${day(20)}T09:30`, end_local: `${day(20)}T18:00`, days: null, note: null });

    const calendar = await api<AvailabilityBody>(getAvailabilityRoute, { car_id: car.id, from_date: day(11), to_date: day(20) }, { token: owner.token });
    expect(calendar.status).toBe(200);
    expect(calendar.json.data).toMatchObject({ car_id: car.id, time_zone: 'Europe/Kyiv', from_date: day(11), to_date: day(20), min_notice_hours: 2 });
    expect(calendar.json.data.schedule['0']).toEqual({ from: '08:00', to: '21:00' });
    // Periods overlapping the window come whole, not cut to it.
    expect(calendar.json.data.periods).toEqual([days.json.data.block, times.json.data.block]);
    const before = await api<AvailabilityBody>(getAvailabilityRoute, { car_id: car.id, from_date: day(0), to_date: day(9) }, { token: owner.token });
    expect(before.json.data.periods).toEqual([]);

    const events = await (await getDb()).select().from(carEvents).where(and(eq(carEvents.carId, car.id), eq(carEvents.event, 'blocked')));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actorId: owner.user.id, details: { period_id: days.json.data.block.id, start: range.start.toISOString(), merged_ids: [] } });
  });

  it('merges a block with the car’s blocks it overlaps or touches, keeping a separate one apart', async () => {
    const { owner, car } = await ownCar();
    const first = (await blockDays(owner.token, car.id, 10, 12, { note: 'Holiday' })).json.data.block;
    const apart = (await blockDays(owner.token, car.id, 20, 21)).json.data.block;
    // Days 13–14 meet days 10–12 end to start ([10, 13) and [13, 15)): one block 10–14.
    const touching = await blockDays(owner.token, car.id, 13, 14);
    expect(touching.status).toBe(200);
    expect(touching.json.data.merged_ids).toEqual([first.id]);
    expect(touching.json.data.block).toMatchObject({ days: { from_date: day(10), to_date: day(14) }, note: 'Holiday' });
    // Exact times overlapping its end and running on: merged again, the new note wins.
    const overlapping = await api<BlockBody>(block, { car_id: car.id, start: `${day(14)}T12:00`, end: `${day(16)}T10:00`, note: 'Repairs' }, { token: owner.token });
    expect(overlapping.status).toBe(200);
    expect(overlapping.json.data.merged_ids).toEqual([touching.json.data.block.id]);
    expect(overlapping.json.data.block).toMatchObject({ start_local: `${day(10)}T00:00`, end_local: `${day(16)}T10:00`, days: null, note: 'Repairs' });
    // A block inside one already there (a double click) changes nothing.
    const inside = await blockDays(owner.token, car.id, 11, 12);
    expect(inside.json.data).toEqual({ block: overlapping.json.data.block, merged_ids: [] });

    const held = await heldPeriods(car.id);
    expect(held.map((row) => row.id)).toEqual([overlapping.json.data.block.id, apart.id]);
  });

  it('refuses a block over a booking with 125 and leaves the calendar as it was; a cancelled booking blocks nothing', async () => {
    const { owner, car } = await ownCar();
    const own = (await blockDays(owner.token, car.id, 5, 6)).json.data.block;
    await insertBooking(car.id, 8, 9);
    // Touches the owner's block (a merge) and overlaps the booking: the whole change rolls back.
    const refused = await blockDays(owner.token, car.id, 7, 8, { lang: 'en' });
    expect(refused.status).toBe(409);
    expect((refused.json as unknown as ErrorBody).error).toMatchObject({ code: '125', message: 'The car is already booked for these hours.' });
    expect((await heldPeriods(car.id)).map((row) => [row.id, row.kind])).toEqual([
      [own.id, 'block'],
      [expect.any(Number), 'booking'],
    ]);
    // Right up to the booking's start is fine (half-open periods).
    expect((await blockDays(owner.token, car.id, 7, 7)).status).toBe(200);

    await insertBooking(car.id, 15, 16, false);
    expect((await blockDays(owner.token, car.id, 15, 16)).status).toBe(200);
  });

  it('never overlaps nor fails with a 500 when blocks arrive at once', async () => {
    const { owner, car } = await ownCar();
    await insertBooking(car.id, 30, 31);
    const ranges: [number, number][] = [[10, 14], [12, 16], [15, 18], [17, 17], [11, 13], [19, 22], [29, 30], [25, 26]];
    const replies = await Promise.all(ranges.map(([from, to]) => blockDays(owner.token, car.id, from, to)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200, 409, 200]);
    const held = await heldPeriods(car.id);
    for (let i = 1; i < held.length; i += 1) expect(held[i]!.start > held[i - 1]!.end, `${held[i - 1]!.period} then ${held[i]!.period}`).toBe(true);
    // 10–18 and 19–22 touch, so everything from day 10 to 22 is one block.
    expect(held.map((row) => [row.kind, row.start.toISOString(), row.end.toISOString()])).toEqual([
      ['block', wholeDays(day(10), day(22)).start.toISOString(), wholeDays(day(10), day(22)).end.toISOString()],
      ['block', wholeDays(day(25), day(26)).start.toISOString(), wholeDays(day(25), day(26)).end.toISOString()],
      ['booking', wholeDays(day(30), day(31)).start.toISOString(), wholeDays(day(30), day(31)).end.toISOString()],
    ]);
  });

  it('refuses periods that are over or too far ahead, at the end’s field; today is fine', async () => {
    const { owner, car } = await ownCar();
    const past = await blockDays(owner.token, car.id, -3, -1, { lang: 'en' });
    expect(past.status).toBe(422);
    expect((past.json as unknown as ErrorBody).error.fields).toEqual({ to_date: 'This period has already passed' });
    const pastTimes = await api<ErrorBody>(block, { car_id: car.id, start: `${day(-1)}T10:00`, end: `${day(-1)}T12:00` }, { token: owner.token });
    expect(Object.keys(pastTimes.json.error.fields ?? {})).toEqual(['end']);
    const far = await blockDays(owner.token, car.id, 700, 800, { lang: 'en' });
    expect((far.json as unknown as ErrorBody).error.fields).toEqual({ to_date: 'Check the year: the date cannot be more than 2 years from now' });
    const backwards = await blockDays(owner.token, car.id, 5, 4, { lang: 'uk' });
    expect((backwards.json as unknown as ErrorBody).error.fields).toEqual({ to_date: 'Останній день не може бути раніше за перший' });
    expect((await blockDays(owner.token, car.id, -2, 0)).status).toBe(200);
    expect(await heldPeriods(car.id)).toHaveLength(1);
  });

  it('blocks a clock-change day as 25 or 23 hours (now passed in, so the dates stay fixed)', async () => {
    const { owner, car } = await ownCar();
    const now = new Date('2026-01-10T10:00:00Z');
    const autumn = await blockPeriod(owner.user, car.id, { from_date: '2026-10-25', to_date: '2026-10-25' }, now);
    expect(autumn.block).toMatchObject({ start: '2026-10-24T21:00:00.000Z', end: '2026-10-25T22:00:00.000Z', days: { from_date: '2026-10-25', to_date: '2026-10-25' } });
    const spring = await blockPeriod(owner.user, car.id, { from_date: '2026-03-29', to_date: '2026-03-29' }, now);
    expect(spring.block).toMatchObject({ start: '2026-03-28T22:00:00.000Z', end: '2026-03-29T21:00:00.000Z' });
    const [springRow, autumnRow] = await heldPeriods(car.id);
    expect(autumnRow!.end.getTime() - autumnRow!.start.getTime()).toBe(25 * HOUR);
    expect(springRow!.end.getTime() - springRow!.start.getTime()).toBe(23 * HOUR);
    // Before the clock-change day: merged with it across the change.
    const across = await blockPeriod(owner.user, car.id, { from_date: '2026-10-24', to_date: '2026-10-24' }, now);
    expect(across.block.days).toEqual({ from_date: '2026-10-24', to_date: '2026-10-25' });
    expect(new Date(across.block.end).getTime() - new Date(across.block.start).getTime()).toBe(49 * HOUR);
    // The same clock rule holds for a window: 2026-10-25 alone shows the autumn block.
    const view = await getAvailability(owner.user, car.id, { from_date: '2026-10-25', to_date: '2026-10-25' });
    expect(view.periods.map((period) => period.start)).toEqual(['2026-10-23T21:00:00.000Z']);
  });

  it('reads periods the same whatever the session’s time zone', async () => {
    const { owner, car } = await ownCar();
    const made = (await blockDays(owner.token, car.id, 10, 11)).json.data.block;
    for (const zone of ['Europe/Kyiv', 'Asia/Kolkata', 'America/St_Johns']) {
      const view = await inTransaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        const [raw] = await tx.select({ period: carPeriods.period }).from(carPeriods).where(eq(carPeriods.id, made.id));
        return { raw: raw!.period, ...(await getAvailability(owner.user, car.id, { from_date: day(10), to_date: day(11) })) };
      });
      // The database really wrote the range in that zone's offset…
      expect(view.raw, zone).not.toMatch(/\+00"?\)$/);
      // …and the calendar reads the same instants.
      expect(view.periods, zone).toEqual([made]);
    }
  });
});

describe('unblocking', () => {
  it('removes a whole block, or a part of it (trimming or splitting), never a booking', async () => {
    const { owner, car } = await ownCar();
    const made = (await blockDays(owner.token, car.id, 10, 16, { note: 'Trip' })).json.data.block;
    const split = await api<UnblockBody>(unblock, { car_id: car.id, period_id: made.id, from_date: day(12), to_date: day(13) }, { token: owner.token });
    expect(split.status).toBe(200);
    expect(split.json.data.blocks.map((b) => [b.days, b.note])).toEqual([
      [{ from_date: day(10), to_date: day(11) }, 'Trip'],
      [{ from_date: day(14), to_date: day(16) }, 'Trip'],
    ]);
    expect(split.json.data.blocks[0]!.id).toBe(made.id);
    const second = split.json.data.blocks[1]!;
    const trimmed = await api<UnblockBody>(unblock, { car_id: car.id, period_id: second.id, start: `${day(16)}T12:00`, end: `${day(18)}T00:00` }, { token: owner.token });
    expect(trimmed.json.data.blocks.map((b) => [b.start_local, b.end_local])).toEqual([[`${day(14)}T00:00`, `${day(16)}T12:00`]]);
    // A period missing the block changes nothing.
    const missed = await api<UnblockBody>(unblock, { car_id: car.id, period_id: made.id, from_date: day(20), to_date: day(21) }, { token: owner.token });
    expect(missed.json.data.blocks).toEqual([split.json.data.blocks[0]]);
    const whole = await api<UnblockBody>(unblock, { car_id: car.id, period_id: made.id }, { token: owner.token });
    expect(whole.json.data.blocks).toEqual([]);
    expect((await api<ErrorBody>(unblock, { car_id: car.id, period_id: made.id }, { token: owner.token })).status).toBe(404);

    await insertBooking(car.id, 30, 31);
    const booking = (await heldPeriods(car.id)).find((row) => row.kind === 'booking')!;
    const refused = await api<ErrorBody>(unblock, { car_id: car.id, period_id: booking.id }, { token: owner.token });
    expect(refused.status).toBe(404);
    expect(refused.json.error.code).toBe('not_found');
    expect((await heldPeriods(car.id)).map((row) => row.kind)).toEqual(['block', 'booking']);

    const events = await (await getDb()).select().from(carEvents).where(and(eq(carEvents.carId, car.id), eq(carEvents.event, 'unblocked')));
    expect(events).toHaveLength(3);
  });
});

describe('pick-up and drop-off hours and minimum notice', () => {
  it('are saved whole, and refused field by field', async () => {
    const { owner, car } = await ownCar();
    const schedule = { '0': { from: '09:00', to: '20:00' }, '4': { from: '09:30', to: '24:00' }, '6': null };
    const saved = await api<{ data: { schedule: unknown; min_notice_hours: number } }>(setSchedule, { car_id: car.id, schedule, min_notice_hours: '24' }, { token: owner.token });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toEqual({ schedule: { '0': { from: '09:00', to: '20:00' }, '4': { from: '09:30', to: '24:00' } }, min_notice_hours: 24, instant_booking: false });
    const [row] = await (await getDb()).select().from(cars).where(eq(cars.id, car.id));
    expect(row).toMatchObject({ schedule: saved.json.data.schedule, minNoticeHours: 24 });
    const calendar = await api<AvailabilityBody>(getAvailabilityRoute, { car_id: car.id, from_date: day(0), to_date: day(1) }, { token: owner.token });
    expect(calendar.json.data).toMatchObject(saved.json.data);

    const refused = await api<ErrorBody>(
      setSchedule,
      { car_id: car.id, schedule: { '0': { from: '09:15', to: '20:00' }, '3': { from: '18:00', to: '08:00' }, '5': { from: '10:00' } }, min_notice_hours: 200, lang: 'en' },
      { token: owner.token },
    );
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields).toEqual({
      'schedule.0.from': 'Choose a time in 30-minute steps',
      'schedule.3.to': '“Until” must be later than “from”',
      'schedule.5.to': 'Please fill out the required field',
      min_notice_hours: 'The value must be at most 168',
    });
    const empty = await api<ErrorBody>(setSchedule, { car_id: car.id, schedule: {}, min_notice_hours: 2, lang: 'uk' }, { token: owner.token });
    expect(empty.json.error.fields).toEqual({ schedule: 'Вкажіть години хоча б для одного дня' });

    // Saving the same again records nothing new.
    await api(setSchedule, { car_id: car.id, schedule, min_notice_hours: 24 }, { token: owner.token });
    const events = await (await getDb()).select().from(carEvents).where(and(eq(carEvents.carId, car.id), eq(carEvents.event, 'schedule_changed')));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ min_notice_hours: 24, previous: { min_notice_hours: 2 } });
  });
});

describe('who may keep a car’s calendar', () => {
  it('only its owner or an operator: anyone else gets 404 on every call, a deleted car 410', async () => {
    const { owner, car, operator } = await approvedCar();
    const own = (await blockDays(owner.token, car.id, 10, 11)).json.data.block;
    const other = await createVerifiedOwner();
    const renter = await createSignedInUser();
    const calls = [
      [getAvailabilityRoute, { car_id: car.id, from_date: day(0), to_date: day(30) }],
      [block, { car_id: car.id, from_date: day(20), to_date: day(21) }],
      [unblock, { car_id: car.id, period_id: own.id }],
      [setSchedule, { car_id: car.id, schedule: { '0': { from: '08:00', to: '09:00' } }, min_notice_hours: 0 }],
    ] as const;
    for (const stranger of [other, renter]) {
      for (const [handler, body] of calls) {
        const res = await api<ErrorBody>(handler, body, { token: stranger.token });
        expect(res.status, JSON.stringify(body)).toBe(404);
        expect(res.json.error.code).toBe('not_found');
      }
    }
    // Another owner's block id through one's own car is not found either.
    const mine = await ownCar();
    expect((await api(unblock, { car_id: mine.car.id, period_id: own.id }, { token: mine.owner.token })).status).toBe(404);
    expect((await heldPeriods(car.id)).map((row) => row.id)).toEqual([own.id]);

    // An operator may; and none of it sends the approved car back to moderation.
    for (const [handler, body] of calls) expect((await api(handler, body, { token: operator.token })).status, JSON.stringify(body)).toBe(200);
    expect((await blockDays(owner.token, car.id, 40, 41)).status).toBe(200);
    const [row] = await (await getDb()).select().from(cars).where(eq(cars.id, car.id));
    expect(row).toMatchObject({ status: 'approved', active: true });

    expect((await api(remove, { car_id: car.id }, { token: owner.token })).status).toBe(200);
    const gone = await api<ErrorBody>(getAvailabilityRoute, { car_id: car.id, from_date: day(0), to_date: day(1) }, { token: owner.token });
    expect(gone.status).toBe(410);
    expect(gone.json.error.code).toBe('car_deleted');
  });
});
