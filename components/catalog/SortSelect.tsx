'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { catalogHref } from '@/lib/catalog/catalog-href';
import { CATALOG_SORTS, DEFAULT_SORT } from '@/lib/catalog/search-limits';
import type { Locale } from '@/lib/i18n/locales';
import styles from './results.module.css';

type Props = { locale: Locale; city: string | null; state: Record<string, string>; labels: { label: string; apply: string; options: Record<string, string> } };

/** The four sorts of spec §9: a select that re-sorts at once, or a GET form with a button without JavaScript. */
export function SortSelect({ locale, city, state, labels }: Props) {
  const router = useRouter();
  const select = useRef<HTMLSelectElement>(null);
  const kept = Object.entries(state).filter(([key]) => key !== 'sort');
  const current = state.sort ?? DEFAULT_SORT;
  function onChange(sort: string) {
    const query = Object.fromEntries(kept);
    if (sort !== DEFAULT_SORT) query.sort = sort;
    router.push(catalogHref(locale, city, query), { scroll: false });
  }
  // A choice made before the page came alive (a phone still loading its scripts) fired no change
  // event React saw: act on it once hydrated, rather than show a sort the list does not have.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== current) onChange(chosen);
    // Only at hydration: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="get" action={catalogHref(locale, city, {})} className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="catalog-sort">{labels.label}</label>
      <select ref={select} id="catalog-sort" name="sort" defaultValue={current} onChange={(event) => onChange(event.target.value)}>
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels.options[sort]}
          </option>
        ))}
      </select>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <noscript>
        <button type="submit">{labels.apply}</button>
      </noscript>
    </form>
  );
}
