// Lives with the other calendar helpers (date validation needs it too); re-exported for callers here.
export { kyivToday } from '@/lib/time/iso-date';
