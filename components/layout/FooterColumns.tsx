'use client';

import { useRef, useState } from 'react';
import { useMaxWidth } from '@/lib/hooks/use-media-width';
import type { TMenuItem } from '@/lib/site/schemas';
import styles from './footer.module.css';

/** Spec §9: toggling a footer accordion is locked for 500 ms against double clicks. */
export const ACCORDION_LOCK_MS = 500;

/**
 * Footer menu columns (id 10): a heading and its links. At 500px and below each column is an
 * accordion; a second toggle within 500 ms of the last one is ignored.
 */
export function FooterColumns({ columns, label }: { columns: TMenuItem[]; label: string }) {
  const accordion = useMaxWidth(500);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const lockedUntil = useRef(0);

  // `at` is the click's timestamp: the lock compares event times, not wall-clock reads.
  function toggle(id: number, at: number) {
    if (at < lockedUntil.current) return;
    lockedUntil.current = at + ACCORDION_LOCK_MS;
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <nav className={styles.columns} aria-label={label}>
      {columns.map((column) => {
        const expanded = !accordion || open.has(column.id);
        const listId = `footer-column-${column.id}`;
        return (
          <div key={column.id} className={styles.column}>
            {accordion ? (
              <h2 className={styles.columnHeading}>
                <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={(event) => toggle(column.id, event.timeStamp)}>
                  {column.name}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h2>
            ) : (
              <h2 className={styles.columnHeading}>{column.name}</h2>
            )}
            <ul id={listId} className={styles.links} hidden={!expanded}>
              {column.children.map((link) => (
                <li key={link.id}>
                  <a href={link.url}>{link.name}</a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
