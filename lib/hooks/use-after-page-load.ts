import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/**
 * False until the page has finished loading and the browser is idle, or until `now()` is called (the
 * visitor turned to what it holds): for downloads no first paint needs, such as a gallery's photos
 * beyond the first, which a slow phone connection would otherwise share with the first one.
 */
export function useAfterPageLoad(): [ready: boolean, now: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    const idle = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancelIdle();
    };
  }, [ready]);
  const now = useCallback(() => setReady(true), []);
  return [ready, now];
}
