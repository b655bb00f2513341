import type { ErrorCode } from './codes';

/** A message of the `Validation` namespace with its ICU arguments, attached to one field path. */
export type FieldMessage = { key: string; params?: Record<string, string | number> };

/** What domain code throws for an expected failure; the route wrapper turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, FieldMessage>;
  readonly params?: Record<string, string | number>;

  constructor(
    code: ErrorCode,
    options: { fields?: Record<string, FieldMessage>; params?: Record<string, string | number>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
  }
}
