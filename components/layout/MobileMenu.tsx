'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { useMaxWidth } from '@/lib/hooks/use-media-width';
import type { TMenuItem } from '@/lib/site/schemas';
import styles from './mobile-menu.module.css';

type Props = {
  items: TMenuItem[];
  labels: { open: string; close: string; nav: string };
  /** Sign-in and register for visitors, shown here because the header hides them on mobile. */
  extraLinks: { href: string; label: string }[];
};

/**
 * The burger (spec §2: widths of 984px and below) opening the mobile menu (id 21). Escape or an
 * outside tap closes it and returns focus to the burger; growing past 984px closes it too.
 */
export function MobileMenu({ items, labels, extraLinks }: Props) {
  const [requested, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const narrow = useMaxWidth(984, true);
  // Past 984px the burger is gone, so the menu counts as closed.
  const open = requested && narrow;

  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') burger.current?.focus();
  }, []);
  useDismiss(root, open, close);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>(`#${CSS.escape(panelId)} a`)?.focus();
  }, [open, panelId]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={burger}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.bars} data-open={open || undefined} aria-hidden="true" />
      </button>
      <nav id={panelId} className={styles.panel} aria-label={labels.nav} hidden={!open}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.url} className={styles.link}>
                {item.name}
              </a>
              {item.children.length ? (
                <ul className={styles.children}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <a href={child.url} className={styles.childLink}>
                        {child.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {extraLinks.length ? (
          <div className={styles.extra}>
            {extraLinks.map((link) => (
              <a key={link.href} href={link.href} className={styles.extraLink}>
                {link.label}
              </a>
            ))}
          </div>
        ) : null}
      </nav>
    </div>
  );
}
