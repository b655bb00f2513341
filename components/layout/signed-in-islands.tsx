'use client';

import dynamic from 'next/dynamic';

/**
 * The header's signed-in islands, each in a chunk of its own: only a signed-in viewer's header
 * renders them (server-side, with their chunks preloaded), so visitors' pages do not download them,
 * nor next-intl's client runtime they translate with.
 */
export const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu));
export const RoleSwitch = dynamic(() => import('./RoleSwitch').then((module) => module.RoleSwitch));
