'use client';

import { StatusLine } from '@/components/ui/StatusLine';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

type Announce = (message: string, options?: { focus?: boolean }) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** What the list's live region says after an action on one of its cars (a no-op outside a CarListLive). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/**
 * The owner's list with one status line above it: what the last action did ("… switched off"). It
 * lives above the cars, not in them, because a deleted or submitted car's own controls go away
 * when the list is refreshed; then focus moves here too, so keyboard users keep their place.
 */
export function CarListLive({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', focus: false, seq: 0 });
  const region = useRef<HTMLDivElement>(null);
  const announce = useCallback<Announce>((text, options) => setMessage((previous) => ({ text, focus: options?.focus ?? false, seq: previous.seq + 1 })), []);

  useEffect(() => {
    // After the commit, so a closing dialog's own focus return comes first.
    if (message.focus && message.text) region.current?.focus();
  }, [message]);

  return (
    <AnnounceContext.Provider value={announce}>
      <StatusLine ref={region} message={message.text} />
      {children}
    </AnnounceContext.Provider>
  );
}
