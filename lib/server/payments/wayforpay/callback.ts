import 'server-only';
import { type CallbackEvent, PaymentCallbackError, PaymentSignatureError } from '../provider';
import { kopOfWayforpayAmount } from './amount';
import { TRANSACTION_FIELDS } from './api-client';
import type { WayforpayConfig } from './config';
import { type RawMember, rawJsonMembers, signedText } from './raw-json';
import { failureCodeOf, isStatus } from './statuses';
import { wayforpaySignature, wayforpaySignatureValid } from './signature';

/**
 * What WayForPay POSTs to `serviceUrl` (php-sdk ServiceUrlHandler reads the raw JSON body): its
 * `merchantSignature` is HMAC-MD5 over `merchantAccount;orderReference;amount;currency;authCode;
 * cardPan;transactionStatus;reasonCode`, each as written in the body — the amount's literal, not a
 * number printed again — with our own merchant account (a callback for another account does not
 * verify). Nothing is read before it verifies; a body without a signature to check (not JSON, a
 * key given twice) is refused the same way.
 */
export function parseWayforpayCallback(config: WayforpayConfig, rawBody: string): CallbackEvent {
  let members: Map<string, RawMember>;
  try {
    members = rawJsonMembers(rawBody);
  } catch (error) {
    throw new PaymentSignatureError('WayForPay callback carries no signature that can be checked', { cause: error });
  }
  const text = (key: string) => signedText(members, key);
  const fields = TRANSACTION_FIELDS.map((key) => (key === 'merchantAccount' ? config.merchantAccount : text(key)));
  if (!wayforpaySignatureValid(fields, text('merchantSignature'), config.secretKey)) throw new PaymentSignatureError('WayForPay callback signature does not verify');

  const reference = text('orderReference');
  const amountKop = kopOfWayforpayAmount(text('amount'));
  const status = text('transactionStatus');
  if (!reference || amountKop === null || !text('currency')) throw new PaymentCallbackError(`WayForPay callback without an order reference, amount or currency`);
  const reasonCode = /^\d+$/.test(text('reasonCode')) ? Number(text('reasonCode')) : null;
  const token = text('recToken') || text('rec2Token');
  const outcome = outcomeOf(status, amountKop);
  if (!outcome) throw new PaymentCallbackError(`WayForPay callback with a status that decides nothing: "${status}"`);
  return {
    reference,
    outcome,
    amountKop,
    currency: text('currency'),
    failureCode: outcome === 'failed' ? (isStatus(status, 'Expired') ? 'expired' : failureCodeOf(reasonCode)) : null,
    card: token ? { token, panMasked: text('cardPan') || null } : null,
    data: {
      transactionStatus: status,
      reasonCode,
      reason: text('reason') || null,
      authCode: text('authCode') || null,
      cardPan: text('cardPan') || null,
      cardType: text('cardType') || null,
      paymentSystem: text('paymentSystem') || null,
      processingDate: text('processingDate') || null,
      fee: text('fee') || null,
      ...(isStatus(status, 'RefundInProcessing') ? { refund: 'in_processing' } : {}),
    },
  };
}

/**
 * A decided status in the interface's words. An order of 0 is a card check (Verify): anything but a
 * decline registered the card. A refund still being processed is reported as a refund, with
 * `data.refund = 'in_processing'`; Created/InProcessing/Pending decide nothing (WayForPay reports
 * the outcome later, and the status is asked meanwhile).
 */
function outcomeOf(status: string, amountKop: number): CallbackEvent['outcome'] | null {
  const s = status.toLowerCase();
  if (s === 'declined' || s === 'expired') return 'failed';
  if (amountKop === 0) return s === 'approved' || s === 'waitingauthcomplete' || s === 'voided' ? 'verified' : null;
  if (s === 'approved') return 'succeeded';
  if (s === 'waitingauthcomplete') return 'held';
  if (s === 'voided') return 'voided';
  if (s === 'refunded' || s === 'refundinprocessing') return 'refunded';
  return null;
}

/**
 * The answer WayForPay expects to every callback (php-sdk `getSuccessResponse`):
 * `{"orderReference","status":"accept","time","signature"}`, the signature HMAC-MD5 over
 * `orderReference;accept;time` (time in unix seconds).
 */
export function wayforpayAcceptBody(config: WayforpayConfig, reference: string, now: Date): string {
  const time = Math.floor(now.getTime() / 1000);
  return JSON.stringify({ orderReference: reference, status: 'accept', time, signature: wayforpaySignature([reference, 'accept', String(time)], config.secretKey) });
}
