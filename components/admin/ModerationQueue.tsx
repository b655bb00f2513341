'use client';

import { StatusLine } from '@/components/ui/StatusLine';
import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import styles from './car-queue.module.css';

type Decided = { ids: ReadonlySet<number>; decide: (id: number, message: string) => void };

const DecidedContext = createContext<Decided>({ ids: new Set(), decide: () => undefined });

/** The queue's record of decisions taken on this page (a no-op outside a ModerationQueue). */
export function useQueueDecision(): Decided['decide'] {
  return useContext(DecidedContext).decide;
}

/**
 * The car moderation queue on the client: how many cars still wait, and one status line saying
 * what the last decision was. A decided car leaves the list at once (QueueEntry) and focus moves
 * to that line, since the decided card and its buttons are gone.
 */
export function ModerationQueue({ total, children }: { total: number; children: ReactNode }) {
  const t = useTranslations('AdminCars');
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const decide = useCallback((id: number, text: string) => {
    setIds((previous) => new Set(previous).add(id));
    setMessage(text);
  }, []);

  useEffect(() => {
    if (message) region.current?.focus();
  }, [message, ids]);

  const left = total - ids.size;
  return (
    <DecidedContext.Provider value={{ ids, decide }}>
      <div className={styles.queueHead}>
        <h2>{t('queueTitle')}</h2>
        <span className={styles.count}>{t('queueCount', { count: left })}</span>
      </div>
      <StatusLine ref={region} message={message} />
      {left === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      {total > 0 ? <ul className={styles.list}>{children}</ul> : null}
    </DecidedContext.Provider>
  );
}

/** One car of the queue, gone once decided. */
export function QueueEntry({ id, children }: { id: number; children: ReactNode }) {
  const { ids } = useContext(DecidedContext);
  return ids.has(id) ? null : <li>{children}</li>;
}
