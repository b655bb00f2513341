import { describe, expect, it } from 'vitest';
import { PaymentCallbackError, PaymentSignatureError } from '../provider';
import { parseWayforpayCallback, wayforpayAcceptBody } from './callback';
import type { WayforpayConfig } from './config';
import { wayforpaySignature } from './signature';

const config: WayforpayConfig = {
  merchantAccount: 'test_merch_n1',
  secretKey: 'flk3409refn54t54t*FNJRET',
  merchantDomain: 'kermo.example',
  apiUrl: 'https://api.wayforpay.com/api',
  payUrl: 'https://secure.wayforpay.com/pay',
  verifyUrl: 'https://secure.wayforpay.com/verify',
  timeoutMs: 1000,
};

/** A callback as WayForPay writes it: the amount a JSON number, written as `amount` says. */
function callback(fields: { amount?: string; status?: string; reasonCode?: string; signAmount?: string; extra?: string; account?: string } = {}) {
  const { amount = '1547.36', status = 'Approved', reasonCode = '1100', signAmount = amount, extra = '', account = 'test_merch_n1' } = fields;
  const signature = wayforpaySignature([account, 'DH783023', signAmount, 'UAH', '541963', '41****8217', status, reasonCode], config.secretKey);
  return `{"merchantAccount":"${account}","orderReference":"DH783023","merchantSignature":"${signature}","amount":${amount},"currency":"UAH","authCode":"541963","email":"client@mail.ua","phone":"380501234567","createdDate":1415379863,"processingDate":1415379863,"cardPan":"41****8217","cardType":"Visa","issuerBankCountry":"980","issuerBankName":"Privatbank","recToken":"","transactionStatus":"${status}","reason":"Ok","reasonCode":${reasonCode},"fee":15.47,"paymentSystem":"card"${extra}}`;
}

describe('a WayForPay callback', () => {
  it('verifies over the fields as written and reads the outcome', () => {
    const event = parseWayforpayCallback(config, callback());
    expect(event).toMatchObject({ reference: 'DH783023', outcome: 'succeeded', amountKop: 154_736, currency: 'UAH', failureCode: null, card: null });
    expect(event.data).toMatchObject({ transactionStatus: 'Approved', reasonCode: 1100, authCode: '541963', cardPan: '41****8217' });
    // Personal data and tokens stay out of what is kept.
    expect(JSON.stringify(event.data)).not.toMatch(/client@mail|380501234567/);
  });

  it('checks the amount’s literal in the raw body, not the number read back', () => {
    expect(parseWayforpayCallback(config, callback({ amount: '1400.00' })).amountKop).toBe(140_000);
    // The same number, signed as it would print again: not what WayForPay signed.
    expect(() => parseWayforpayCallback(config, callback({ amount: '1400.00', signAmount: '1400' }))).toThrow(PaymentSignatureError);
    // An amount given as a string is signed as its text.
    const asString = callback().replace('"amount":1547.36', '"amount":"1547.36"');
    expect(parseWayforpayCallback(config, asString).amountKop).toBe(154_736);
  });

  it('refuses a changed byte, another key, another account, a second amount and a body that is not JSON', () => {
    const body = callback();
    expect(() => parseWayforpayCallback(config, body.replace('"Approved"', '"Declined"'))).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, body.replace('1547.36', '1547.37'))).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback({ ...config, secretKey: 'another' }, body)).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, callback({ account: 'someone_else' }))).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, callback({ extra: ',"amount":1' }))).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, body.replace(/"merchantSignature":"[0-9a-f]+",/, ''))).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, `merchantAccount=test_merch_n1&orderReference=DH783023`)).toThrow(PaymentSignatureError);
    expect(() => parseWayforpayCallback(config, `${body}x`)).toThrow(PaymentSignatureError);
  });

  it('maps WayForPay’s statuses to outcomes, with our failure codes', () => {
    const outcome = (status: string, reasonCode = '1100', amount = '1547.36') => parseWayforpayCallback(config, callback({ status, reasonCode, amount }));
    expect(outcome('WaitingAuthComplete').outcome).toBe('held');
    expect(outcome('Voided').outcome).toBe('voided');
    expect(outcome('Refunded').outcome).toBe('refunded');
    expect(outcome('RefundInProcessing')).toMatchObject({ outcome: 'refunded', data: { refund: 'in_processing' } });
    expect(outcome('Declined', '1104')).toMatchObject({ outcome: 'failed', failureCode: 'insufficient_funds' });
    expect(outcome('Declined', '1101')).toMatchObject({ outcome: 'failed', failureCode: 'card_declined' });
    expect(outcome('Declined', '1119')).toMatchObject({ outcome: 'failed', failureCode: 'wayforpay_1119' });
    expect(outcome('Expired', '1124')).toMatchObject({ outcome: 'failed', failureCode: 'expired' });
    expect(outcome('Approved', '1100', '0').outcome).toBe('verified');
    for (const undecided of ['Created', 'InProcessing', 'Pending', 'Something']) expect(() => outcome(undecided), undecided).toThrow(PaymentCallbackError);
  });

  it('reports the card’s token and mask when WayForPay gives one', () => {
    const body = callback().replace('"recToken":""', '"recToken":"1fc7f2b5-54e4-4c8a-a8ba-7f0d0d0c4c1e"');
    expect(parseWayforpayCallback(config, body).card).toEqual({ token: '1fc7f2b5-54e4-4c8a-a8ba-7f0d0d0c4c1e', panMasked: '41****8217' });
  });

  it('is answered with the signed accept WayForPay expects', () => {
    const body = wayforpayAcceptBody(config, 'DH783023', new Date(1_415_379_863_000));
    expect(body).toBe('{"orderReference":"DH783023","status":"accept","time":1415379863,"signature":"bd8d3443f99fb2c7a8b610ac600c80b0"}');
  });
});
