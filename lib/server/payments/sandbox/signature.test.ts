import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxSignatureValid, signSandboxBody } from './signature';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const KEY = 'sandbox-test-key';
const BODY = '{"reference":"kp-00000000000000000001","status":"succeeded","amount_kop":140000}';
// Computed apart from this code: printf '%s' "$BODY" | openssl dgst -sha256 -hmac 'sandbox-test-key'
const EXPECTED = 'd4ee7bb4b68b4e11ecc27eda29583d69876213bc8d90fe1083eb5677285fc327';

afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

describe('sandbox callback signatures', () => {
  it('signs the exact body with HMAC-SHA256 as lower-case hex', () => {
    expect(signSandboxBody(BODY, KEY)).toBe(EXPECTED);
  });

  it('verifies its own signature, in either case of hex', () => {
    expect(sandboxSignatureValid(BODY, EXPECTED, KEY)).toBe(true);
    expect(sandboxSignatureValid(BODY, EXPECTED.toUpperCase(), KEY)).toBe(true);
  });

  it('refuses a body changed in any way, even by whitespace or key order', () => {
    expect(sandboxSignatureValid(BODY.replace('140000', '14000'), EXPECTED, KEY)).toBe(false);
    expect(sandboxSignatureValid(BODY.replace('succeeded', 'failed'), EXPECTED, KEY)).toBe(false);
    expect(sandboxSignatureValid(`${BODY}\n`, EXPECTED, KEY)).toBe(false);
    expect(sandboxSignatureValid(JSON.stringify(JSON.parse(BODY), null, 2), EXPECTED, KEY)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    expect(sandboxSignatureValid(BODY, signSandboxBody(BODY, 'another-key'), KEY)).toBe(false);
    expect(sandboxSignatureValid(BODY, EXPECTED, `${KEY} `)).toBe(false);
  });

  it('compares well-formed signatures in constant time, and refuses malformed ones before comparing', () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    sandboxSignatureValid(BODY, EXPECTED, KEY);
    sandboxSignatureValid(BODY, 'f'.repeat(64), KEY);
    expect(compare).toHaveBeenCalledTimes(2);
    compare.mockClear();
    for (const malformed of [null, undefined, '', EXPECTED.slice(0, 63), `${EXPECTED}0`, `${EXPECTED.slice(0, 62)}zz`, `sha256=${EXPECTED}`]) {
      expect(sandboxSignatureValid(BODY, malformed, KEY), String(malformed)).toBe(false);
    }
    expect(compare).not.toHaveBeenCalled();
  });
});
