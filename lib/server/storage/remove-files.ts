import 'server-only';
import { deleteStored, deleteStoredFolder } from './storage';

/** The work of the `storage.remove-files` job: idempotent, so a retry after a crash is harmless. */
export async function removeStoredFiles(payload: Record<string, unknown>): Promise<void> {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  for (const ref of list(payload.keys)) await deleteStored(ref);
  for (const ref of list(payload.prefixes)) await deleteStoredFolder(ref);
}
