// Types for the plain-JavaScript server entry (scripts/server.mjs), for the tests that import it.
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';

type Env = Record<string, string | undefined>;
export const PEER_IP_HEADER: string;
export const ACCEPTED_METHODS: string[];
export const LOCALES: string[];
export const LOCALE_COOKIE: string;
export function proxiesConfigured(env?: Env): boolean;
export function markPeer(req: IncomingMessage, env?: Env): void;
export function runtimeHeaders(env?: Env): Record<string, string>;
export function malformedPath(url?: string): boolean;
export function replyLocale(headers?: IncomingHttpHeaders): string;
export function edgeRefusal(req: { method?: string; url?: string; headers: IncomingHttpHeaders }): { status: number; headers: Record<string, string>; body: string } | null;
export function acceptsCoding(header: string | string[] | undefined, wanted: 'br' | 'gzip'): boolean;
export type StaticBrotli = { get(pathname: string): Buffer | null; warm(): Promise<void> };
export function createStaticBrotli(staticDir: string): StaticBrotli;
export function substituteBrotli(req: IncomingMessage, res: ServerResponse, compressed: Buffer): void;
export const SCRIPTS_AT_ONCE: RegExp;
export function encodeResponse(req: IncomingMessage, res: ServerResponse, coding: 'br' | 'gzip' | null): void;
export function createEdgeServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, env?: Env, brotli?: Pick<StaticBrotli, 'get'> | null): Server;
export function nextHostname(host: string): string;
export function displayHost(host: string): string;
