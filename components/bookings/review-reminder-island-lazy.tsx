'use client';

import dynamic from 'next/dynamic';

/**
 * The review reminder in a chunk of its own: the root layout renders it (server-side, its chunk and
 * styles preloaded) only for a renter with a trip to rate, so no other page downloads its code or
 * the booking styles it uses (a static import put them in every page's stylesheet).
 */
export const LazyReviewReminderIsland = dynamic(() => import('./ReviewReminderIsland').then((module) => module.ReviewReminderIsland));
