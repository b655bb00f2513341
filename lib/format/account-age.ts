import { kyivToday } from '@/lib/time/iso-date';

/** How long an account has existed, in the largest whole unit: "on Kermo 3 days", "… 5 months", "… 2 years". */
export type AccountAge = { unit: 'today' } | { unit: 'days' | 'months' | 'years'; count: number };

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** Counted in Kyiv calendar days, so an account made at 23:50 is a day old ten minutes later, as people count. */
export function accountAge(registeredAt: Date | string, now: Date = new Date()): AccountAge {
  const from = kyivToday(new Date(registeredAt));
  const to = kyivToday(now);
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
  if (days <= 0) return { unit: 'today' };
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 1) return { unit: 'days', count: days };
  if (months < 12) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(months / 12) };
}
