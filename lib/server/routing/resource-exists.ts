import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { RouteMatch } from '@/lib/routes';
import { resolveCarSlug } from '@/lib/server/cars/car-slug';
import { findListedCar } from '@/lib/server/catalog/car-page';
import { getDb } from '@/lib/server/db/client';
import { bookings, cities, contentPages } from '@/lib/server/db/schema';
import { getPublicProfileCard } from '@/lib/server/accounts/public-profile';
import { localMailboxEnabled } from '@/lib/server/mailbox/enabled';
import { formCheckoutFor } from '@/lib/server/payments/form-checkout';
import { receiptVisibleTo } from '@/lib/server/payments/history/receipt';
import { sandboxAcquirerEnabled } from '@/lib/server/payments/providers';
import { sandboxOrderFor } from '@/lib/server/payments/sandbox/page-order';
import { isPaymentReference } from '@/lib/payments/reference';
import type { ProxyViewer } from './create-proxy';

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * Whether the thing a URL names exists, checked before rendering: Next.js 16 streams a page's
 * `notFound()` as an empty HTML shell in production, so the proxy answers unknown slugs with a
 * server-rendered 404 instead (docs/decisions.md). Screens without database-backed parameters exist.
 * A car's edit page exists for its owner and operators only (anyone else gets the same 404 as for
 * no car at all), and its old slug moves (301) to the current one.
 */
export async function resourceExists(match: RouteMatch, viewer: ProxyViewer | null = null): Promise<boolean | { moved: Record<string, string> }> {
  switch (match.name) {
    case 'slug': {
      const slug = match.params.slug ?? '';
      if (!SLUG.test(slug)) return false;
      const db = await getDb();
      const [row] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)))
        .limit(1);
      return Boolean(row);
    }
    case 'catalog-cityslug': {
      const slug = match.params.cityslug ?? '';
      if (!SLUG.test(slug)) return false;
      const db = await getDb();
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.slug, slug), eq(cities.isActive, true)))
        .limit(1);
      return Boolean(row);
    }
    case 'catalog-cityslug-carslug': {
      // A listed car only; its old slug, or its page under another city (it moved), is a 301 to
      // where it is now.
      const slug = match.params.carslug ?? '';
      if (!SLUG.test(slug) || !SLUG.test(match.params.cityslug ?? '')) return false;
      const found = await findListedCar(slug);
      if (!found) return false;
      return found.moved || found.city.slug !== match.params.cityslug ? { moved: { cityslug: found.city.slug, carslug: found.car.slug } } : true;
    }
    case 'user-id':
    case 'host-id':
    case 'legal-id': {
      const id = match.params.id ?? '';
      if (!/^\d{1,9}$/.test(id)) return false;
      const kind = match.name === 'user-id' ? 'user' : match.name === 'host-id' ? 'host' : 'legal';
      return (await getPublicProfileCard(Number(id), kind, match.locale)) !== null;
    }
    case 'booking-id': {
      // `/booking` alone is the request form; a booking exists for its two parties and operators
      // (anyone else gets the same 404 as for no booking at all). A visitor signs in first (the guard).
      const id = match.params.id;
      if (id === undefined) return true;
      if (!/^\d{1,9}$/.test(id)) return false;
      if (!viewer || viewer.id === undefined) return true;
      const db = await getDb();
      const [row] = await db.select({ renterId: bookings.renterId, ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, Number(id)));
      return !!row && (row.renterId === viewer.id || row.ownerId === viewer.id || !!viewer.isStaff);
    }
    case 'mailbox':
      return localMailboxEnabled();
    case 'pay-sandbox-ref': {
      // A visitor is sent to sign in first (the guard); then the page exists only for its payer.
      if (!isPaymentReference(match.params.ref) || !sandboxAcquirerEnabled()) return false;
      if (!viewer) return true;
      return viewer.id !== undefined && (await sandboxOrderFor(viewer.id, match.params.ref)) !== null;
    }
    case 'pay-form-ref': {
      // The same rule as the sandbox page: sign in first, then it exists only for the renter who pays.
      if (!isPaymentReference(match.params.ref)) return false;
      if (!viewer) return true;
      return viewer.id !== undefined && (await formCheckoutFor(viewer.id, match.params.ref, match.locale)) !== null;
    }
    case 'cabinet-payments-receipt-id': {
      // A receipt exists for the renter who paid and operators only (docs/cabinet-payments.md).
      const id = match.params.id ?? '';
      if (!/^\d{1,9}$/.test(id)) return false;
      if (!viewer) return true;
      return viewer.id !== undefined && (await receiptVisibleTo({ id: viewer.id, isStaff: !!viewer.isStaff }, Number(id)));
    }
    case 'car-edit-carslug': {
      const slug = match.params.carslug;
      // `/car-edit` alone: the page sends the owner to their cars.
      if (slug === undefined) return true;
      if (!SLUG.test(slug)) return false;
      // A visitor learns nothing about which cars exist: sign in first (the guard), then the car is
      // checked against who asks.
      if (!viewer) return true;
      const found = await resolveCarSlug(slug);
      if (!found) return false;
      const car = 'car' in found ? found.car : null;
      if (car && (car.deletedAt || (car.ownerId !== viewer.id && !viewer.isStaff))) return false;
      if ('redirectTo' in found) return movedFor(found.redirectTo, viewer);
      return true;
    }
    default:
      return true;
  }
}

/** An old slug's move, for a viewer allowed to see where it leads. */
async function movedFor(current: string, viewer: ProxyViewer): Promise<boolean | { moved: Record<string, string> }> {
  const found = await resolveCarSlug(current);
  if (!found || !('car' in found) || found.car.deletedAt) return false;
  return found.car.ownerId === viewer.id || viewer.isStaff ? { moved: { carslug: current } } : false;
}
