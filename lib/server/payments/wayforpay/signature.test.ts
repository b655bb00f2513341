import { describe, expect, it } from 'vitest';
import { wayforpaySignature, wayforpaySignatureValid } from './signature';

// WayForPay's published test merchant (php-sdk AccountSecretTestCredential). Every digest below was
// recomputed with `printf '%s' '<line>' | openssl dgst -md5 -hmac '<key>'`.
const KEY = 'flk3409refn54t54t*FNJRET';
const PURCHASE = ['test_merch_n1', 'www.market.ua', 'DH783023', '1415379863', '1547.36', 'UAH'];

describe('WayForPay signatures', () => {
  it('signs the Purchase example: names, then counts, then prices, lists flattened in place', () => {
    const names = ['Процессор Intel Core i5-4670 3.4GHz', 'Память Kingston DDR3-1600 4096MB PC3-12800'];
    expect(wayforpaySignature([...PURCHASE, names, ['1', '1'], ['1000', '547.36']], KEY)).toBe('c9bc2d1b724bf410e36f6d6adc0d3c45');
    // The same line, Ukrainian spelling (UTF-8, an apostrophe inside).
    const ukrainian = ['Процесор Intel Core i5-4670 3.4GHz', "Пам'ять Kingston DDR3-1600 4096MB PC3-12800"];
    expect(wayforpaySignature([...PURCHASE, ukrainian, ['1', '1'], ['1000', '547.36']], KEY)).toBe('ee828f71ed93441c07eb3eef67762a5c');
  });

  it('signs a callback’s eight fields and the merchant’s accept answer', () => {
    expect(wayforpaySignature(['test_merch_n1', 'DH783023', '1547.36', 'UAH', '541963', '41****8217', 'Approved', '1100'], KEY)).toBe('ee460de4b316672fa974295ed4dba738');
    expect(wayforpaySignature(['DH783023', 'accept', '1415379863'], KEY)).toBe('bd8d3443f99fb2c7a8b610ac600c80b0');
  });

  it('reproduces the REMOVE_INVOICE page’s own example (merchantAccount;orderReference)', () => {
    // https://wiki.wayforpay.com/en/view/1737356 prints this request with its signature.
    expect(wayforpaySignature(['test_merch_n1', 'INV-1479196343'], KEY)).toBe('bc54562dc1fa928b52fd3eb0e4d36937');
  });

  it('signs the amount as written: 1547.36 is not 1547.360', () => {
    const with360 = wayforpaySignature(['test_merch_n1', 'DH783023', '1547.360', 'UAH', '541963', '41****8217', 'Approved', '1100'], KEY);
    expect(with360).not.toBe('ee460de4b316672fa974295ed4dba738');
  });

  it('checks a signature in constant time, refusing anything that is not 32 hex digits first', () => {
    const values = ['DH783023', 'accept', '1415379863'];
    expect(wayforpaySignatureValid(values, 'bd8d3443f99fb2c7a8b610ac600c80b0', KEY)).toBe(true);
    expect(wayforpaySignatureValid(values, 'BD8D3443F99FB2C7A8B610AC600C80B0', KEY)).toBe(true);
    expect(wayforpaySignatureValid(values, 'bd8d3443f99fb2c7a8b610ac600c80b1', KEY)).toBe(false);
    expect(wayforpaySignatureValid(values, 'bd8d3443f99fb2c7a8b610ac600c80b', KEY)).toBe(false);
    expect(wayforpaySignatureValid(values, 'zd8d3443f99fb2c7a8b610ac600c80b0', KEY)).toBe(false);
    expect(wayforpaySignatureValid(values, '', KEY)).toBe(false);
    expect(wayforpaySignatureValid(values, undefined, KEY)).toBe(false);
    expect(wayforpaySignatureValid(values, 'bd8d3443f99fb2c7a8b610ac600c80b0', 'another key')).toBe(false);
  });
});
