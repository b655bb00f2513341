import { desc, eq } from 'drizzle-orm';
import { POST as registerUser } from '@/app/api/auth/register-user/route';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { callRoute, type CallOptions } from './call-route';
import { unique } from './factories';

type Handler = (request: Request) => Promise<Response>;

/** Calls a route with a JSON body, optionally as a signed-in user (Bearer token). */
export function api<T = unknown>(handler: Handler, body: unknown, options: { token?: string; headers?: Record<string, string> } & Omit<CallOptions, 'body'> = {}) {
  const { token, headers = {}, ...rest } = options;
  return callRoute<T>(handler, { body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, ...rest });
}

let phoneSeq = 1_000_000 + Math.floor(Math.random() * 8_000_000);

/** A valid renter sign-up body with a fresh e-mail and phone. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  phoneSeq += 1;
  return {
    first_name: 'Олена',
    last_name: "Кам'янська",
    email: `olena-${unique()}@test.kermo.ua`,
    phone: `067${String(phoneSeq).padStart(7, '0')}`,
    password: 'Secret#2026',
    password_confirmation: 'Secret#2026',
    accept_terms: true,
    ...overrides,
  };
}

export type SessionBody = { data: { user: { id: number; email: string; role: number; is_host: number; is_user: number }; access_token: string; redirect: string } };

/** Registers a renter through the API and returns the account and its token. */
export async function registerRenter(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await api<SessionBody>(registerUser, body);
  if (res.status !== 200) throw new Error(`registration failed: ${JSON.stringify(res.json)}`);
  return { ...res.json.data, password: body.password as string, email: body.email as string };
}

/** The newest e-mail queued for an address. */
export async function lastEmail(to: string) {
  const db = await getDb();
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
