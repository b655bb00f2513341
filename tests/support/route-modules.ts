import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { HttpMethod } from '@/lib/server/api/methods';

export type RouteModule = Partial<Record<HttpMethod, (request: Request, context?: unknown) => Promise<Response> | Response>>;

const root = path.resolve(import.meta.dirname, '../..');

/** Every route file under app/api, as `app/api/…/route.ts`. */
export function apiRouteFiles(): string[] {
  return readdirSync(path.join(root, 'app/api'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.posix.join('app/api', file.split(path.sep).join('/')))
    .sort();
}

/**
 * The route module serving an API path of a contract (`/api/menu/get-by-ids` →
 * app/api/menu/get-by-ids/route.ts). A contract without its route file is an error, so an
 * endpoint in the OpenAPI document can never go untested.
 */
export async function routeModuleFor(apiPath: string): Promise<RouteModule> {
  const file = `app${apiPath}/route.ts`;
  if (!existsSync(path.join(root, file))) throw new Error(`The contract path ${apiPath} has no route file ${file}`);
  return loadRouteModule(file);
}

export async function loadRouteModule(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ path.join(root, file))) as RouteModule;
}
