import 'server-only';
import type { WayforpayConfig } from './config';
import { type RawMember, rawJsonMembers, signedText } from './raw-json';
import { type SignedValue, wayforpaySignature, wayforpaySignatureValid } from './signature';

/**
 * The fields a response is signed over. WayForPay's pages give `TRANSACTION` for CHECK_STATUS,
 * SETTLE and CHARGE answers (and callbacks); the official php-sdk checks REFUND and SETTLE answers
 * over `OPERATION`. Which one a live SETTLE answer uses is not settled by the two sources, so an
 * operation names every formula it may come with; each is an HMAC under our SecretKey, so
 * accepting either proves the same thing.
 */
export const TRANSACTION_FIELDS = ['merchantAccount', 'orderReference', 'amount', 'currency', 'authCode', 'cardPan', 'transactionStatus', 'reasonCode'] as const;
export const OPERATION_FIELDS = ['merchantAccount', 'orderReference', 'transactionStatus', 'reasonCode'] as const;
type Formula = readonly string[];

/** A field sent as a JSON number whose literal is exactly this text (an amount as it is signed). */
export class JsonNumber {
  constructor(readonly text: string) {
    if (JSON.stringify(Number(text)) !== text) throw new RangeError(`"${text}" would not be sent as written`);
  }
}

export type RequestField = string | number | JsonNumber | readonly string[];

/** An answer from the API: signed (verified) or a refusal WayForPay did not sign. */
export type WayforpayAnswer = {
  signed: boolean;
  members: Map<string, RawMember>;
  /** A member's text as signed (`''` when missing or null). */
  text: (key: string) => string;
  reasonCode: number | null;
  reason: string | null;
  transactionStatus: string | null;
};

/** WayForPay could not be asked, or answered something we cannot trust: the caller's job tries again. */
export class WayforpayApiError extends Error {
  override readonly name = 'WayforpayApiError';
}

/**
 * One host-to-host call: POSTs the request as JSON to the API URL with `merchantSignature` over
 * `signed` (in that order), within the configured timeout. A signed answer must verify under one
 * of `formulas` and name our merchant account, else it is an error, never an answer; an unsigned
 * one is returned as such, and the caller may read it only as a refusal.
 */
export async function callWayforpay(
  config: WayforpayConfig,
  transactionType: string,
  fields: Record<string, RequestField>,
  signed: readonly SignedValue[],
  formulas: readonly Formula[],
  fetchImpl: typeof fetch = fetch,
): Promise<WayforpayAnswer> {
  const body: Record<string, unknown> = {
    transactionType,
    merchantAccount: config.merchantAccount,
    merchantSignature: wayforpaySignature([config.merchantAccount, ...signed], config.secretKey),
    apiVersion: 1,
  };
  for (const [key, value] of Object.entries(fields)) body[key] = value instanceof JsonNumber ? Number(value.text) : value;
  let raw: string;
  try {
    const response = await fetchImpl(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
      redirect: 'error',
    });
    raw = await response.text();
    if (!response.ok) throw new WayforpayApiError(`WayForPay ${transactionType} answered HTTP ${response.status}`);
  } catch (error) {
    if (error instanceof WayforpayApiError) throw error;
    throw new WayforpayApiError(`WayForPay ${transactionType} could not be asked`, { cause: error });
  }
  let members: Map<string, RawMember>;
  try {
    members = rawJsonMembers(raw);
  } catch (error) {
    throw new WayforpayApiError(`WayForPay ${transactionType} answered something that is not a JSON object`, { cause: error });
  }
  const text = (key: string) => signedText(members, key);
  const signature = members.get('merchantSignature');
  const isSigned = signature !== undefined && text('merchantSignature') !== '';
  if (isSigned) {
    const verifies = formulas.some((formula) => wayforpaySignatureValid(formula.map(text), text('merchantSignature'), config.secretKey));
    if (!verifies) throw new WayforpayApiError(`WayForPay ${transactionType} answer's signature does not verify`);
    if (text('merchantAccount') !== config.merchantAccount) throw new WayforpayApiError(`WayForPay ${transactionType} answered for another merchant account`);
  }
  const code = text('reasonCode');
  return {
    signed: isSigned,
    members,
    text,
    reasonCode: /^\d+$/.test(code) ? Number(code) : null,
    reason: text('reason') || null,
    transactionStatus: text('transactionStatus') || null,
  };
}
