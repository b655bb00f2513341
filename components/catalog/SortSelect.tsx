'use client';

import { useRouter } from 'next/navigation';
import { catalogHref } from '@/lib/catalog/catalog-href';
import { CATALOG_SORTS, DEFAULT_SORT } from '@/lib/catalog/search-limits';
import type { Locale } from '@/lib/i18n/locales';
import styles from './results.module.css';

type Props = { locale: Locale; city: string | null; state: Record<string, string>; labels: { label: string; apply: string; options: Record<string, string> } };

/** The four sorts of spec §9: a select that re-sorts at once, or a GET form with a button without JavaScript. */
export function SortSelect({ locale, city, state, labels }: Props) {
  const router = useRouter();
  const kept = Object.entries(state).filter(([key]) => key !== 'sort');
  function onChange(sort: string) {
    const query = Object.fromEntries(kept);
    if (sort !== DEFAULT_SORT) query.sort = sort;
    router.push(catalogHref(locale, city, query), { scroll: false });
  }
  return (
    <form method="get" action={catalogHref(locale, city, {})} className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="catalog-sort">{labels.label}</label>
      <select id="catalog-sort" name="sort" defaultValue={state.sort ?? DEFAULT_SORT} onChange={(event) => onChange(event.target.value)}>
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
