import 'server-only';
import { log } from '@/lib/server/log';
import type { OperationResult, OrderStatus, PaymentProvider } from '../provider';
import { kopOfWayforpayAmount, wayforpayAmount } from './amount';
import { callWayforpay, JsonNumber, OPERATION_FIELDS, TRANSACTION_FIELDS, type WayforpayAnswer, WayforpayApiError } from './api-client';
import { parseWayforpayCallback, wayforpayAcceptBody } from './callback';
import type { WayforpayConfig } from './config';
import { purchaseForm, verifyForm } from './forms';
import { recordedRefunds } from './refund-guard';
import { refundStep } from './refund-step';
import { failureCodeOf, isStatus, orderStateOf, REASON, STILL_WORKING } from './statuses';

type Deps = { fetch?: typeof fetch; now?: () => Date; recordedRefunds?: typeof recordedRefunds };

const kopOf = (answer: WayforpayAnswer, key: string) => (answer.text(key) ? kopOfWayforpayAmount(answer.text(key)) : null);

/** What an answer says about an order, kept in `provider_data` (no token, no card number). */
const dataOf = (answer: WayforpayAnswer): Record<string, unknown> => ({
  transactionStatus: answer.transactionStatus,
  reasonCode: answer.reasonCode,
  reason: answer.reason,
  ...(answer.text('authCode') ? { authCode: answer.text('authCode') } : {}),
  ...(answer.text('cardPan') ? { cardPan: answer.text('cardPan') } : {}),
  ...(answer.text('processingDate') ? { processingDate: answer.text('processingDate') } : {}),
  ...(answer.text('settlementAmount') ? { settledKop: kopOf(answer, 'settlementAmount') } : {}),
  ...(answer.text('refundAmount') ? { refundedKop: kopOf(answer, 'refundAmount') } : {}),
  ...(isStatus(answer.transactionStatus, 'Refunded') ? { refund: 'refunded' } : {}),
  ...(isStatus(answer.transactionStatus, 'RefundInProcessing') ? { refund: 'in_processing' } : {}),
});

/** A signed order answer (CHECK_STATUS, CHARGE) as our OrderStatus. */
function statusOf(reference: string, answer: WayforpayAnswer): OrderStatus {
  const state = orderStateOf(answer.transactionStatus);
  const amountKop = kopOf(answer, 'amount');
  const settledKop = kopOf(answer, 'settlementAmount');
  const token = answer.text('recToken');
  return {
    reference,
    state,
    amountKop,
    currency: answer.text('currency') || null,
    failureCode: state === 'failed' ? failureCodeOf(answer.reasonCode) : state === 'expired' ? 'expired' : null,
    heldKop: state === 'held' ? amountKop : state === 'voided' || (state === 'succeeded' && settledKop) ? 0 : null,
    capturedKop: state === 'held' || state === 'voided' ? 0 : settledKop || null,
    card: token ? { token, panMasked: answer.text('cardPan') || null } : null,
    data: dataOf(answer),
  };
}

const refusal = (answer: WayforpayAnswer): OperationResult => ({ state: 'failed', providerRef: null, failureCode: failureCodeOf(answer.reasonCode), data: dataOf(answer) });

/**
 * WayForPay (docs/payments.md "WayForPay"): the hosted Purchase page as an auto-submitted form,
 * the host-to-host API for the rest, HMAC-MD5 signatures over the exact texts sent. Our order
 * references are WayForPay's `orderReference`; capture, void and refund name the original order
 * (WayForPay has no id of its own for them), so a repeat is recognised from the order's status.
 */
export function wayforpayPaymentProvider(config: WayforpayConfig, deps: Deps = {}): PaymentProvider {
  const now = deps.now ?? (() => new Date());
  const call = (type: string, fields: Parameters<typeof callWayforpay>[2], signed: Parameters<typeof callWayforpay>[3], formulas: Parameters<typeof callWayforpay>[4]) =>
    callWayforpay(config, type, fields, signed, formulas, deps.fetch);

  async function checkStatus(reference: string): Promise<OrderStatus> {
    const answer = await call('CHECK_STATUS', { orderReference: reference }, [reference], [TRANSACTION_FIELDS]);
    if (answer.signed) return statusOf(reference, answer);
    if (answer.reasonCode === REASON.orderNotFound) {
      return { reference, state: 'unknown', amountKop: null, currency: null, failureCode: null, data: dataOf(answer) };
    }
    throw new WayforpayApiError(`WayForPay refused CHECK_STATUS of ${reference}: ${answer.reasonCode} ${answer.reason}`);
  }

  /** A refused capture or void may be a repeat of one already done: the order's status says. */
  async function alreadyDone(reference: string, done: (status: OrderStatus) => boolean, answer: WayforpayAnswer): Promise<OperationResult> {
    const status = await checkStatus(reference);
    if (done(status)) return { state: 'succeeded', providerRef: null, failureCode: null, data: { ...status.data, repeated: true } };
    return refusal(answer);
  }

  return {
    name: 'wayforpay',
    // "Settle within 21 calendar days"; the help centre says 20: plan for 20 (research/payments-ua.md).
    holdLifetimeDays: 20,

    async createCheckout(request) {
      return purchaseForm(config, request, now());
    },

    orderStatus: checkStatus,

    // A Purchase page cannot be withdrawn through the API (REMOVE_INVOICE is for invoices only):
    // it lapses at `orderLifetime`, and money taken on it after we closed the payment is refunded
    // when its callback or status reaches us (settle-payment.ts).
    async cancelCheckout() {},

    async parseCallback(rawBody) {
      return parseWayforpayCallback(config, rawBody);
    },

    async acknowledge(event) {
      return { status: 200, contentType: 'application/json', body: wayforpayAcceptBody(config, event.reference, now()) };
    },

    async refund({ reference, refundReference, amountKop, currency, reason }) {
      // REFUND has no id of its own: a repeat after a crash would refund again. So the order's
      // refunded total is read first and compared with our records of its refunds (refund-guard.ts):
      // what WayForPay refunded beyond them is this refund, asked before the crash.
      const before = await checkStatus(reference);
      const refundedKop = typeof before.data.refundedKop === 'number' ? before.data.refundedKop : 0;
      const repeated = { state: 'succeeded', providerRef: null, failureCode: null, data: { ...before.data, repeated: true } } as const;
      const recorded = await (deps.recordedRefunds ?? recordedRefunds)(reference, refundReference);
      if (recorded) {
        const step = refundStep({ refundedKop, inProcessing: before.data.refund === 'in_processing' }, recorded, amountKop);
        if (step.action === 'done') return repeated;
        if (step.action === 'wait') return { state: 'pending', providerRef: null, failureCode: null, data: { ...before.data, waiting: step.why } };
        if (step.action === 'mismatch') {
          log.error({ reference, refundId: recorded.refundId, refundedKop, confirmedKop: recorded.confirmedKop, amountKop }, 'WayForPay refunded a total our records do not explain: refund not asked');
          throw new WayforpayApiError(`WayForPay has refunded ${refundedKop} kop on ${reference}, our records ${recorded.confirmedKop}: refund ${recorded.refundId} is not asked, an operator must compare them`);
        }
      } else if (before.amountKop && refundedKop >= before.amountKop) {
        // Not a refund of ours (a direct call): an order refunded in full can only be asked again by a repeat.
        return repeated;
      }
      const amount = wayforpayAmount(amountKop);
      const answer = await call(
        'REFUND',
        { orderReference: reference, amount: new JsonNumber(amount), currency, comment: `${reason} (${refundReference})` },
        [reference, amount, currency],
        [OPERATION_FIELDS, TRANSACTION_FIELDS],
      );
      if (!answer.signed) return answer.reasonCode !== null && STILL_WORKING.has(answer.reasonCode) ? { state: 'pending', providerRef: null, failureCode: null, data: dataOf(answer) } : refusal(answer);
      if (isStatus(answer.transactionStatus, 'Refunded') || isStatus(answer.transactionStatus, 'Voided')) return { state: 'succeeded', providerRef: null, failureCode: null, data: dataOf(answer) };
      if (isStatus(answer.transactionStatus, 'RefundInProcessing')) return { state: 'pending', providerRef: null, failureCode: null, data: dataOf(answer) };
      if (isStatus(answer.transactionStatus, 'Declined')) return refusal(answer);
      throw new WayforpayApiError(`WayForPay answered REFUND of ${reference} with "${answer.transactionStatus}"`);
    },

    async capture({ reference, amountKop, currency }) {
      const amount = wayforpayAmount(amountKop);
      const answer = await call('SETTLE', { orderReference: reference, amount: new JsonNumber(amount), currency }, [reference, amount, currency], [TRANSACTION_FIELDS, OPERATION_FIELDS]);
      if (answer.signed && isStatus(answer.transactionStatus, 'Approved')) return { state: 'succeeded', providerRef: null, failureCode: null, data: dataOf(answer) };
      if ((answer.reasonCode !== null && STILL_WORKING.has(answer.reasonCode)) || orderStateOf(answer.transactionStatus) === 'pending') {
        return { state: 'pending', providerRef: null, failureCode: null, data: dataOf(answer) };
      }
      // Settled already (a repeat): the order is Approved with this amount settled.
      return alreadyDone(reference, (status) => status.state === 'succeeded' && status.capturedKop === amountKop, answer);
    },

    async void({ reference, amountKop, currency }) {
      const amount = wayforpayAmount(amountKop);
      const answer = await call(
        'REFUND',
        { orderReference: reference, amount: new JsonNumber(amount), currency, comment: 'hold released' },
        [reference, amount, currency],
        [OPERATION_FIELDS, TRANSACTION_FIELDS],
      );
      if (answer.signed && (isStatus(answer.transactionStatus, 'Voided') || isStatus(answer.transactionStatus, 'Refunded'))) return { state: 'succeeded', providerRef: null, failureCode: null, data: dataOf(answer) };
      if ((answer.reasonCode !== null && STILL_WORKING.has(answer.reasonCode)) || isStatus(answer.transactionStatus, 'RefundInProcessing')) {
        return { state: 'pending', providerRef: null, failureCode: null, data: dataOf(answer) };
      }
      return alreadyDone(reference, (status) => status.state === 'voided', answer);
    },

    async chargeToken({ reference, token, amountKop, currency, description, mode, callbackUrl }) {
      const amount = wayforpayAmount(amountKop);
      const orderDate = String(Math.floor(now().getTime() / 1000));
      const product = { name: description, price: amount, count: '1' };
      const answer = await call(
        'CHARGE',
        {
          merchantDomainName: config.merchantDomain,
          merchantTransactionType: mode === 'hold' ? 'AUTH' : 'SALE',
          merchantTransactionSecureType: 'AUTO',
          serviceUrl: callbackUrl,
          orderReference: reference,
          orderDate: Number(orderDate),
          amount: new JsonNumber(amount),
          currency,
          recToken: token,
          productName: [product.name],
          productPrice: [product.price],
          productCount: [product.count],
        },
        [config.merchantDomain, reference, orderDate, amount, currency, [product.name], [product.count], [product.price]],
        [TRANSACTION_FIELDS],
      );
      if (answer.signed) return statusOf(reference, answer);
      // The same reference again (a retried job): the order it made answers.
      if (answer.reasonCode === REASON.duplicateOrder || (answer.reasonCode !== null && STILL_WORKING.has(answer.reasonCode))) return checkStatus(reference);
      return { reference, state: 'failed', amountKop, currency, failureCode: failureCodeOf(answer.reasonCode), card: null, data: dataOf(answer) };
    },

    async payout({ reference, token, amountKop, currency }) {
      const amount = wayforpayAmount(amountKop);
      // Paid by the owner's card token: `cardBeneficiary` is left out (the page forbids both) and
      // signed as empty, in its place in `…;currency;cardBeneficiary;rec2Token`.
      const answer = await call('P2P_CREDIT', { orderReference: reference, amount: new JsonNumber(amount), currency, rec2Token: token }, [reference, amount, currency, '', token], [TRANSACTION_FIELDS, OPERATION_FIELDS]);
      const result = (state: OperationResult['state'], source: WayforpayAnswer): OperationResult => ({
        state,
        providerRef: source.text('authCode') || null,
        failureCode: state === 'failed' ? failureCodeOf(source.reasonCode) : null,
        data: dataOf(source),
      });
      if (answer.signed) {
        const state = orderStateOf(answer.transactionStatus);
        if (state === 'succeeded') return result('succeeded', answer);
        if (state === 'failed' || state === 'expired') return result('failed', answer);
        return result('pending', answer);
      }
      if (answer.reasonCode !== null && STILL_WORKING.has(answer.reasonCode)) return result('pending', answer);
      if (answer.reasonCode === REASON.duplicateOrder) {
        const status = await checkStatus(reference);
        const state = status.state === 'succeeded' ? 'succeeded' : status.state === 'failed' || status.state === 'expired' ? 'failed' : 'pending';
        return { state, providerRef: null, failureCode: status.failureCode, data: { ...status.data, repeated: true } };
      }
      return result('failed', answer);
    },

    async verifyCard(request) {
      return verifyForm(config, request);
    },
  };
}
