'use client';

import { useEffect, useRef } from 'react';
import { useOptionalAppStore } from '@/components/state/AppStoreProvider';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TBookingView } from '@/lib/bookings/contracts';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Keeps the booking page current (docs/chat.md "The status poll"): when the poll reports this
 * booking in another status than the page shows — the owner confirmed, the payment landed — the
 * booking is read again and shown, with no reload. One read per change of status.
 */
export function useLiveBooking(view: TBookingView, locale: Locale, show: (next: TBookingView) => void) {
  const polled = useOptionalAppStore((state) => state.bookingStatusItems.find((item) => item.id === view.id)?.status ?? null, null);
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (polled === null || polled === view.status || asked.current === polled) return;
    asked.current = polled;
    void callApi(endpoints.bookingGet, { booking_id: view.id, lang: locale })
      .then((answer) => show(answer.booking))
      .catch(() => {
        asked.current = null;
      });
  }, [polled, view.status, view.id, locale, show]);
}
