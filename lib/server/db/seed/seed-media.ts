import 'server-only';
import { publicStorage } from '@/lib/server/storage/storage';

// The steering-wheel mark in the brand blue; served at /storage/media/favicon.svg (spec §7).
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b5fff"/><circle cx="16" cy="16" r="10" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="16" cy="16" r="2.8" fill="#fff"/><path d="M7 14h6.5l2.5 2 2.5-2H25M16 18.5V26" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/></svg>`;

/** Site media the settings point at; written only when missing, so an operator's upload stays. */
export async function seedMedia(): Promise<void> {
  const storage = publicStorage();
  if (!(await storage.get('media/favicon.svg'))) await storage.put('media/favicon.svg', Buffer.from(FAVICON), 'image/svg+xml');
}
