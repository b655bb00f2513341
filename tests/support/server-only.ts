// Stand-in for the `server-only` marker package inside Vitest (see vitest.config.ts).
export {};
