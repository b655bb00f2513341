import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { companies, reviews, users } from '@/lib/server/db/schema';

export type ReviewItem = { rating: number; comment: string; author: string; created_at: string };

/**
 * The latest reviews matching `where`, newest first, each signed as others see its author (first
 * name and initial, or the company's name; nothing for a deleted account).
 */
async function latestReviews(where: SQL, limit: number): Promise<ReviewItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, first: users.firstName, last: users.lastName, company: companies.name, gone: users.deletedAt })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .leftJoin(companies, eq(companies.userId, reviews.authorId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    rating: row.rating,
    comment: row.comment ?? '',
    author: row.gone ? '' : (row.company ?? [row.first, row.last ? `${row.last.charAt(0)}.` : ''].filter(Boolean).join(' ')),
    created_at: row.createdAt.toISOString(),
  }));
}

/** What others wrote about a person (as a host or as a renter): their public profile's reviews. */
export const reviewsAbout = (userId: number, limit = 20) => latestReviews(eq(reviews.subjectId, userId), limit);

/** What renters wrote after trips in a car: its page's reviews. */
export const reviewsOfCar = (carId: number, limit = 10) => latestReviews(and(eq(reviews.carId, carId), eq(reviews.direction, 'renter_to_owner'))!, limit);
