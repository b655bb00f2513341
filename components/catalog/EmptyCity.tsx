import styles from './catalog.module.css';

/** The honest empty state of a city without cars, inviting owners to be the first. */
export function EmptyCity({ title, text, cta }: { title: string; text: string; cta: { href: string; label: string } }) {
  return (
    <section className={styles.empty} aria-labelledby="catalog-empty">
      <h2 id="catalog-empty" className={styles.emptyTitle}>
        {title}
      </h2>
      <p className={styles.emptyText}>{text}</p>
      <a href={cta.href} className={styles.emptyCta}>
        {cta.label}
      </a>
    </section>
  );
}
