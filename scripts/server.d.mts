// Types for the plain-JavaScript server entry (scripts/server.mjs), for the tests that import it.
import type { IncomingMessage } from 'node:http';

type Env = Record<string, string | undefined>;
export const PEER_IP_HEADER: string;
export function proxiesConfigured(env?: Env): boolean;
export function markPeer(req: IncomingMessage, env?: Env): void;
export function runtimeHeaders(env?: Env): Record<string, string>;
export function malformedPath(url?: string): boolean;
