// What matters in a catalog search's plan (research/catalog-search.md §2), read from
// `EXPLAIN (FORMAT JSON)`: the busy set is a materialized CTE read from an index of car_periods,
// the cars are checked against it with a hashed NOT IN, and nothing scans car_periods whole.
// Shared by the benchmark (scripts/bench-catalog) and tests/integration/catalog-plan.test.ts.

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

export type PlanShape = {
  /** The CTE `busy` is computed once (an InitPlan "CTE busy"), not inlined into the NOT IN. */
  busyMaterialized: boolean;
  /** The index the busy set is read from (null: not from an index), and the condition it is read by. */
  busyIndex: string | null;
  busyIndexCond: string | null;
  /** The cars are filtered by `NOT (hashed SubPlan …)` over a scan of the CTE busy. */
  hashedNotIn: boolean;
  /** Relations read by a sequential scan anywhere in the plan. */
  seqScans: string[];
  /** Every index of car_periods the plan reads. */
  carPeriodsIndexes: string[];
  /** Indexes read by an index-only scan (the covering catalog indexes answer without the table). */
  indexOnlyScans: string[];
  /** Every index the plan reads, by any kind of scan. */
  indexes: string[];
};

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/** PostgreSQL 15 writes `NOT (hashed SubPlan 2)`, 17 and later `NOT (ANY (id = (hashed SubPlan 2).col1))`. */
const HASHED_NOT_IN = /NOT \((?:ANY \(\w+ = \()?hashed SubPlan (\d+)/;

/** The shape of one plan: `rows[0]['QUERY PLAN']` of `EXPLAIN (FORMAT JSON) …`. */
export function planShape(explained: unknown): PlanShape {
  const root = ((Array.isArray(explained) ? explained[0] : explained) as { Plan: PlanNode }).Plan;
  const all = nodes(root);
  const busy = all.find((node) => node['Subplan Name'] === 'CTE busy');
  // An index scan names its index; a bitmap heap scan's index is on its Bitmap Index Scan child.
  const indexesOf = (scan: PlanNode) => nodes(scan).flatMap((node) => (typeof node['Index Name'] === 'string' ? [node['Index Name']] : []));
  const periodScans = all.filter((node) => node['Relation Name'] === 'car_periods');
  const busyScan = busy ? nodes(busy).find((node) => node['Relation Name'] === 'car_periods') : undefined;
  const hashed = all.some((node) => {
    const match = HASHED_NOT_IN.exec(String(node.Filter ?? ''));
    if (!match) return false;
    // The hashed subplan is the scan of the CTE busy, directly under the node it filters.
    return (node.Plans ?? []).some((child) => child['Subplan Name'] === `SubPlan ${match[1]}` && child['Node Type'] === 'CTE Scan' && child['CTE Name'] === 'busy');
  });
  return {
    busyMaterialized: busy !== undefined,
    busyIndex: busyScan ? (indexesOf(busyScan)[0] ?? null) : null,
    busyIndexCond: busyScan ? (nodes(busyScan).map((node) => node['Index Cond']).find((cond) => typeof cond === 'string') ?? null) : null,
    hashedNotIn: hashed,
    seqScans: all.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => String(node['Relation Name'])),
    carPeriodsIndexes: [...new Set(periodScans.flatMap(indexesOf))],
    indexOnlyScans: all.filter((node) => node['Node Type'] === 'Index Only Scan').map((node) => String(node['Index Name'])),
    indexes: [...new Set(all.flatMap((node) => (typeof node['Index Name'] === 'string' ? [node['Index Name']] : [])))],
  };
}
