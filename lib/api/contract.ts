import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone (`public`, no session looked up), anyone with the session read
 * if present (`optional`), a signed-in account (`user`), or an operator (`staff` flag).
 */
export type Access = 'public' | 'optional' | 'user' | 'staff';

/**
 * One API endpoint described once: the route handler validates with `body`, forms reuse the same
 * schema, and /api/openapi.json is generated from the list of contracts.
 */
export type Contract<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: Access;
  /** The OpenAPI operationId; derived from the path when absent (`/api/settings/all` → `settingsAll`). */
  operationId?: string;
  /** The JSON body, or for an upload the multipart form's text fields. */
  body?: B;
  /**
   * A multipart upload instead of JSON: the handler gets the parsed form, at most `maxBytes`
   * large; `files` names its file parts (images) for the OpenAPI document, `max` when a name may
   * be repeated (several parts of one name: an array of files); `accept` lists the media types
   * of a part that is not an image (a signed agreement may be a PDF).
   */
  upload?: { maxBytes: number; files: readonly { name: string; required?: boolean; max?: number; accept?: string }[] };
  /** The schema of `data` in the success envelope. */
  response: R;
};

/** Checks a contract's shape while keeping its exact type (so handlers see the body's type). */
export function defineContract<C extends Contract>(contract: C): C {
  return contract;
}

/** The contract's stable OpenAPI operationId: its own, or the path after /api/ in camelCase. */
export function operationIdOf(contract: Pick<Contract, 'path' | 'operationId'>): string {
  if (contract.operationId) return contract.operationId;
  const words = contract.path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase())).join('');
}
