import 'server-only';
import pino from 'pino';

/** Structured JSON logs on stdout; LOG_LEVEL=silent in tests, debug locally when needed. */
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'kermo' },
  redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization'], remove: true },
});
