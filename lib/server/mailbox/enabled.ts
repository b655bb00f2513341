import 'server-only';
import { dbEngine } from '@/lib/server/db/client';

/**
 * Whether this installation has the local mailbox (/mailbox): only the embedded (demo) one, on
 * PGlite without DATABASE_URL, where no mail or SMS server delivers the outbox and a person could
 * otherwise never read the codes sent to them. Any deployment with DATABASE_URL has none: the page
 * is a 404 like an unknown address. The one place this is decided (the proxy, the page, the domain
 * function and the links to it all ask here).
 */
export function localMailboxEnabled(): boolean {
  return dbEngine() === 'pglite';
}
