'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { useDismiss } from '@/lib/hooks/use-dismiss';
import { useAppStore } from '@/components/state/AppStoreProvider';
import { LogoutButton } from './LogoutButton';
import styles from './user-menu.module.css';

export type UserMenuProps = {
  fullName: string;
  rating: number | null;
  avatarUrl: string | null;
  /** `badge`: which side's unread the link counts — bookings I rent (my trips) or of my cars (my activity). */
  links: { href: string; label: string; badge: 'renter' | 'owner' | null }[];
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/**
 * Spec §2 user dropdown: avatar with a notification badge (only when non-zero); opens on hover
 * where the device can hover (desktop), on click otherwise; closes on an outside click, on Escape
 * (focus returns to the avatar) and when the pointer leaves it on desktop.
 */
export function UserMenu({ fullName, rating, avatarUrl, links }: UserMenuProps) {
  const t = useTranslations('Header');
  const locale = useLocale() as Locale;
  // The count lives in the store, where the chat status poll keeps it current.
  const notifications = useAppStore((state) => state.countNotifications);
  const unreadAs = useAppStore((state) => state.unreadAs);
  const notificationsLabel = t('notifications', { count: notifications });
  const ratingLabel = rating === null ? t('noRating') : t('rating', { rating: formatNumber(rating, { decimals: 1, locale }) });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const canHover = () => window.matchMedia('(hover: hover) and (min-width: 985px)').matches;

  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') trigger.current?.focus();
  }, []);
  useDismiss(root, open, close);

  return (
    <div
      ref={root}
      className={styles.root}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        // With a mouse on a hover device the menu is already open from hovering: a click keeps it
        // open. Keyboard activation (detail 0) and taps toggle.
        onClick={(event) => (canHover() && event.detail > 0 ? setOpen(true) : setOpen((value) => !value))}
      >
        {/*
          The name comes from the button's own text, not aria-label: the visible initials are a
          picture of the name (hidden from assistive technology), so no visible word is missing
          from the name (WCAG 2.5.3, axe label-content-name-mismatch).
        */}
        <span className="visually-hidden">{`${t('accountMenu')}: ${fullName}${notifications > 0 ? `, ${notificationsLabel}` : ''}`}</span>
        {avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- sized avatar from our own image pipeline
          <img src={avatarUrl} alt="" width={40} height={40} className={styles.avatar} />
        ) : (
          <span className={clsx(styles.avatar, styles.initials)} aria-hidden="true">
            {initials(fullName)}
          </span>
        )}
        {notifications > 0 ? (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {notifications > 99 ? '99+' : notifications}
          </span>
        ) : null}
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <div className={styles.who}>
          <span className={styles.name}>{fullName}</span>
          <span className={styles.rating}>{ratingLabel}</span>
        </div>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.item}>
                {link.label}
                {link.badge && unreadAs[link.badge] > 0 ? ' ' : null}
                {link.badge && unreadAs[link.badge] > 0 ? (
                  <span className={styles.itemBadge} aria-label={t('notifications', { count: unreadAs[link.badge] })}>
                    {unreadAs[link.badge]}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
          <li>
            <LogoutButton className={styles.item} label={t('logout')} />
          </li>
        </ul>
      </div>
    </div>
  );
}
