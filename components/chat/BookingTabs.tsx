'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef } from 'react';
import styles from './chat.module.css';

export type BookingTab = 'details' | 'chat';

/**
 * On a phone the booking page is two tabs — the booking and its conversation (docs/chat.md "On the
 * page"); from 1024 px both show side by side and these tabs are hidden. Arrow keys move between
 * the tabs as the ARIA tabs pattern has it.
 */
export function BookingTabs({ tab, unread, onChange, ids }: { tab: BookingTab; unread: number; onChange: (tab: BookingTab) => void; ids: Record<BookingTab, string> }) {
  const t = useTranslations('Chat');
  const refs = { details: useRef<HTMLButtonElement>(null), chat: useRef<HTMLButtonElement>(null) };
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: BookingTab = event.key === 'Home' ? 'details' : event.key === 'End' ? 'chat' : tab === 'details' ? 'chat' : 'details';
    onChange(next);
    refs[next].current?.focus();
  }
  const tabButton = (name: BookingTab, label: string, badge?: number) => (
    <button
      ref={refs[name]}
      type="button"
      role="tab"
      id={`${ids[name]}-tab`}
      aria-selected={tab === name}
      aria-controls={ids[name]}
      tabIndex={tab === name ? 0 : -1}
      className={clsx(styles.tab, tab === name && styles.tabSelected)}
      onClick={() => onChange(name)}
      onKeyDown={onKeyDown}
    >
      {badge ? (
        <>
          <span aria-hidden="true">{label}</span>
          <span className="visually-hidden">{t('tabUnread', { count: badge })}</span>
          <span className={styles.tabBadge} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        </>
      ) : (
        label
      )}
    </button>
  );
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('tabsLabel')}>
      {tabButton('details', t('detailsTab'))}
      {tabButton('chat', t('tab'), unread)}
    </div>
  );
}
