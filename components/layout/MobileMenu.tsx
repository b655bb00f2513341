'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { useMaxWidth } from '@/lib/hooks/use-media-width';
import type { TMenuItem } from '@/lib/site/schemas';
import { RoleSwitch } from './signed-in-islands';
import styles from './mobile-menu.module.css';

type Props = {
  items: TMenuItem[];
  labels: { open: string; close: string; nav: string };
  /** Sign-in and register for visitors, shown here because the header hides them on mobile. */
  extraLinks: { href: string; label: string }[];
  /** The renter ⇄ host switch, which the bar hides on narrow screens. */
  roleSwitch?: { label: string; agreement: 'host' | 'user' | null } | null;
};

/**
 * Widest window with the burger (mobile-menu.module.css and header.module.css say the same): spec §2
 * puts it at 984px, but the Ukrainian main menu does not fit beside sign-in and sign-up below 1100px.
 */
export const BURGER_MAX_WIDTH = 1099;

/**
 * The burger opening the mobile menu (id 21). Escape or an outside tap closes it and returns focus
 * to the burger; growing past BURGER_MAX_WIDTH closes it too.
 */
export function MobileMenu({ items, labels, extraLinks, roleSwitch = null }: Props) {
  const [requested, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const narrow = useMaxWidth(BURGER_MAX_WIDTH, true);
  // Past BURGER_MAX_WIDTH the burger is gone, so the menu counts as closed.
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
        {roleSwitch ? (
          <div className={styles.extra}>
            <RoleSwitch label={roleSwitch.label} agreement={roleSwitch.agreement} className={styles.roleSwitch} />
          </div>
        ) : null}
      </nav>
    </div>
  );
}
