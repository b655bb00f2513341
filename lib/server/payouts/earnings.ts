import 'server-only';
import { sql } from 'drizzle-orm';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import { carTitle } from '@/lib/cars/car-view';
import { earningFigures, type EarningFigures } from '@/lib/payouts/amounts';
import { getDb } from '@/lib/server/db/client';

/** One booking's earning: its figures (lib/payouts/amounts.ts) and what names it. */
export type Earning = EarningFigures & {
  bookingId: number;
  car: string;
  startAt: Date;
  endAt: Date;
  bookingStatus: number;
  commissionBp: number;
};

type Row = {
  id: number;
  status: number;
  commission_bp: number;
  start_at: string | Date;
  end_at: string | Date;
  brand: string | null;
  model: string | null;
  year: number | null;
  held: string;
  owner_settled: string;
  commission_settled: string;
};

const FINAL = new Set<number>(FINAL_STATUSES);

/**
 * The owner's bookings that moved money, from the ledger: per booking what it holds now (`booking:{id}`)
 * and what its share-out gave the owner and the platform (`settlement` movements' `owner:{id}` and
 * `commission` lines). Bookings whose money all went back (an owner's cancellation) have nothing to
 * show and are left out. Newest trip first.
 */
function earningsQuery(ownerId: number) {
  const finals = sql.join(FINAL_STATUSES.map((status) => sql`${status}`), sql`, `);
  return sql`
    select b.id, b.status, b.commission_bp, b.start_at, b.end_at, cb.name as brand, cm.name as model, c.year,
      (-coalesce(sum(e.amount_kop) filter (where e.account = 'booking:' || b.id), 0))::text as held,
      (-coalesce(sum(e.amount_kop) filter (where e.account = 'owner:' || b.owner_id and t.kind = 'settlement'), 0))::text as owner_settled,
      (-coalesce(sum(e.amount_kop) filter (where e.account = 'commission' and t.kind = 'settlement'), 0))::text as commission_settled
    from bookings b
    join ledger_transactions t on t.booking_id = b.id
    join ledger_entries e on e.transaction_id = t.id
    join cars c on c.id = b.car_id
    left join car_brands cb on cb.id = c.brand_id
    left join car_models cm on cm.id = c.model_id
    where b.owner_id = ${ownerId}
    group by b.id, cb.name, cm.name, c.year
    having (b.status in (${finals}) and (sum(e.amount_kop) filter (where t.kind = 'settlement' and e.account <> 'booking:' || b.id)) is not null)
      or (b.status not in (${finals}) and coalesce(sum(e.amount_kop) filter (where e.account = 'booking:' || b.id), 0) < 0)`;
}

function toEarning(row: Row): Earning {
  return {
    ...earningFigures({
      finished: FINAL.has(Number(row.status)),
      heldKop: Number(row.held),
      settledNetKop: Number(row.owner_settled),
      settledCommissionKop: Number(row.commission_settled),
      commissionBp: Number(row.commission_bp),
    }),
    bookingId: Number(row.id),
    car: carTitle(row.brand, row.model, row.year === null ? null : Number(row.year)),
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    bookingStatus: Number(row.status),
    commissionBp: Number(row.commission_bp),
  };
}

/** A page of the owner's earnings (`limit` null: all of them, for the CSV export), and how many there are. */
export async function ownerEarnings(ownerId: number, { offset = 0, limit = null as number | null } = {}): Promise<{ earnings: Earning[]; total: number }> {
  const db = await getDb();
  const query = earningsQuery(ownerId);
  const counted = (await db.execute(sql`select count(*)::int as total from (${query}) as earned`)) as unknown as { rows: { total: number }[] };
  const page = sql`${query} order by b.start_at desc, b.id desc ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`;
  const rows = ((await db.execute(page)) as unknown as { rows: Row[] }).rows;
  return { earnings: rows.map(toEarning), total: Number(counted.rows[0]?.total ?? 0) };
}
