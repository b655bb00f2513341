import { describe, expect, it } from 'vitest';
import { safeRef } from './safe-ref';

describe('safeRef', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRef('/cabinet')).toBe('/cabinet');
    expect(safeRef('/en/catalog/kyiv?start=2026-12-01')).toBe('/en/catalog/kyiv?start=2026-12-01');
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/\t/evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (ref) => {
    expect(safeRef(ref as string | null | undefined)).toBeNull();
  });

  it('neutralises encoded tricks by resolving them on this site', () => {
    expect(safeRef('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRef('/../..//evil.example')).toBeNull();
  });
});
