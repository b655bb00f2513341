/**
 * The `when` of an object's cross-field rule: run it as soon as the fields it reads are valid,
 * whatever is wrong elsewhere. (zod skips an object's refinements after any field's failure by
 * default, so a form would show "maximum term below minimum" only once every other field is right;
 * and with `when: () => true` a rule would read a field that failed.) Issues on the object itself
 * (not an object at all) have no path yet at this point.
 */
export function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}
