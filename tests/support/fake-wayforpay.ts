import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WayForPay, on 127.0.0.1 at a random port, speaking the documented protocol
 * (docs/payments.md "WayForPay"): the hosted pages take the Purchase and Verify forms, the API at
 * `/api` answers CHECK_STATUS, SETTLE, REFUND, CHARGE and P2P_CREDIT, and `decide` plays the
 * cardholder and calls the merchant's `serviceUrl` back, signed. It checks every request's
 * `merchantSignature` with its own small implementation (never the adapter's code) and refuses a
 * bad one as WayForPay does, so a wrong field order or amount text fails here as it would there.
 *
 * Written from the public pages: statuses and reason codes from /en/view/852131, answers signed
 * over `merchantAccount;orderReference;amount;currency;authCode;cardPan;transactionStatus;reasonCode`
 * (CHECK_STATUS, SETTLE, CHARGE, P2P_CREDIT) or `merchantAccount;orderReference;transactionStatus;
 * reasonCode` (REFUND, as the php-sdk checks it). Its refusals without an order are unsigned
 * `{reason, reasonCode}` (REMOVE_INVOICE's page shows that shape); how the live API refuses is one of
 * the things to check with a real merchant account.
 */

type Status = 'Created' | 'InProcessing' | 'WaitingAuthComplete' | 'Approved' | 'Declined' | 'Expired' | 'Voided' | 'Refunded' | 'RefundInProcessing';

export type FakeOrder = {
  reference: string;
  kind: 'purchase' | 'verify' | 'charge' | 'p2p';
  amountKop: number;
  currency: string;
  transactionType: 'SALE' | 'AUTH';
  status: Status;
  serviceUrl: string | null;
  returnUrl: string | null;
  description: string | null;
  settledKop: number;
  refundedKop: number;
  /** Refunds accepted but not yet made (RefundInProcessing), until `completeRefunds`. */
  processingKop: number;
  refundComments: string[];
  recToken: string | null;
  cardPan: string | null;
  authCode: string;
  reasonCode: number;
  reason: string;
  createdDate: number;
  processingDate: number;
};

type Answer = { status: number; body: string };
const REASONS: Record<number, string> = {
  1100: 'Ok',
  1109: 'Format Error',
  1101: 'Declined To Card Issuer',
  1104: 'Insufficient Funds',
  1112: 'Duplicate Order ID',
  1113: 'Invalid Signature',
  1115: 'Parameter missing',
  1116: 'Token not found',
  1121: 'Account not found',
  1126: 'Illegal Order State',
  1127: 'Order Not Found',
  1128: 'Refund Limit Exceeded',
  1130: 'Invalid Amount',
  1141: 'Partial Void Not Supported',
};

const seconds = () => Math.floor(Date.now() / 1000);

/** The raw text of a top-level member of a JSON body as sent: a number's literal, a string's value. */
function literal(raw: string, key: string): string | null {
  const match = new RegExp(`"${key}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*"|-?[0-9][0-9.eE+-]*|true|false|null)`).exec(raw);
  if (!match) return null;
  const text = match[1]!;
  if (text.startsWith('"')) return JSON.parse(text) as string;
  return text === 'null' ? null : text;
}

/** Kopiyky of a decimal text, or null: the fake's own reading, independent of the adapter's. */
function kop(text: string | null | undefined): number | null {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function startFakeWayforpay({ account = 'test_merch_n1', secret = 'flk3409refn54t54t*FNJRET', domain }: { account?: string; secret?: string; domain?: string } = {}) {
  const orders = new Map<string, FakeOrder>();
  const cardTokens = new Set<string>();
  const payoutTokens = new Set<string>();
  const requests: { type: string; body: string; answer: Answer }[] = [];
  const callbacks: { reference: string; body: string; status: number; answer: string; accepted: boolean }[] = [];
  const state = {
    /** How the fake writes amounts in its answers and callbacks (WayForPay writes JSON numbers). */
    amountLiteral: (amountKop: number) => String(amountKop / 100),
    /** Answer the next API call with this HTTP status instead (an outage). */
    failNext: null as number | null,
    /** Refunds wait for the merchant's balance (RefundInProcessing) instead of completing. */
    refundsInProcessing: false,
    /** Sign answers and callbacks with another key (a forger, or a misconfigured merchant). */
    answerSecret: null as string | null,
    /**
     * Called once an API request has been carried out (an order refunded, settled, charged…) and
     * before its answer leaves: a test kills the merchant's process here, so WayForPay has done the
     * operation and the merchant never hears of it; or it answers `'drop'` and the connection is cut
     * without an answer (a network failure after the operation).
     */
    beforeAnswer: null as ((request: { type: string; reference: string; answer: Answer }) => 'drop' | void) | null,
  };

  const hmac = (key: string, values: string[]) => createHmac('md5', key).update(values.join(';'), 'utf8').digest('hex');
  const sign = (values: string[]) => hmac(secret, values);
  const signAnswer = (values: string[]) => hmac(state.answerSecret ?? secret, values);

  /** A signed order answer (CHECK_STATUS, SETTLE, CHARGE, P2P_CREDIT, callbacks): amounts as literals. */
  function orderJson(order: FakeOrder, refused?: { status: Status; reasonCode: number }): string {
    if (refused) order = { ...order, status: refused.status, reasonCode: refused.reasonCode, reason: REASONS[refused.reasonCode] ?? 'Declined' };
    const amount = state.amountLiteral(order.amountKop);
    const cardPan = order.cardPan ?? '';
    const fields = {
      merchantAccount: account,
      orderReference: order.reference,
      merchantSignature: signAnswer([account, order.reference, amount, order.currency, order.authCode, cardPan, order.status, String(order.reasonCode)]),
      amount: '@AMOUNT@',
      currency: order.currency,
      authCode: order.authCode,
      email: 'renter@example.com',
      phone: '380501234567',
      createdDate: order.createdDate,
      processingDate: order.processingDate,
      cardPan,
      cardType: order.cardPan ? 'Visa' : null,
      issuerBankCountry: order.cardPan ? '980' : null,
      issuerBankName: order.cardPan ? 'Test Bank' : null,
      recToken: order.recToken ?? '',
      transactionStatus: order.status,
      reason: order.reason,
      reasonCode: order.reasonCode,
      fee: 0,
      paymentSystem: 'card',
      refundAmount: '@REFUNDED@',
      settlementAmount: '@SETTLED@',
    };
    return JSON.stringify(fields)
      .replace('"@AMOUNT@"', amount)
      .replace('"@REFUNDED@"', state.amountLiteral(order.refundedKop))
      .replace('"@SETTLED@"', state.amountLiteral(order.settledKop));
  }

  const refusal = (reasonCode: number): Answer => ({ status: 200, body: JSON.stringify({ reason: REASONS[reasonCode] ?? 'Declined', reasonCode }) });

  function operationJson(order: FakeOrder, transactionStatus: Status, reasonCode: number): Answer {
    const reason = REASONS[reasonCode] ?? 'Declined';
    return {
      status: 200,
      body: JSON.stringify({ merchantAccount: account, orderReference: order.reference, transactionStatus, reason, reasonCode, merchantSignature: signAnswer([account, order.reference, transactionStatus, String(reasonCode)]) }),
    };
  }

  const decided = (order: FakeOrder, status: Status, reasonCode = 1100) => {
    order.status = status;
    order.reasonCode = reasonCode;
    order.reason = REASONS[reasonCode] ?? 'Declined';
    order.processingDate = seconds();
  };

  function newOrder(reference: string, kind: FakeOrder['kind'], amountKop: number, currency: string, extra: Partial<FakeOrder> = {}): FakeOrder {
    const order: FakeOrder = {
      reference,
      kind,
      amountKop,
      currency,
      transactionType: 'SALE',
      status: 'Created',
      serviceUrl: null,
      returnUrl: null,
      description: null,
      settledKop: 0,
      refundedKop: 0,
      processingKop: 0,
      refundComments: [],
      recToken: null,
      cardPan: null,
      authCode: '',
      reasonCode: 1100,
      reason: 'Ok',
      createdDate: seconds(),
      processingDate: seconds(),
      ...extra,
    };
    orders.set(reference, order);
    return order;
  }

  /** The host-to-host API: one JSON request, one JSON answer. */
  function api(raw: string): Answer {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refusal(1109);
    }
    const type = String(body.transactionType ?? '');
    const text = (key: string) => literal(raw, key) ?? '';
    if (body.merchantAccount !== account) return refusal(1121);
    const reference = text('orderReference');
    const order = orders.get(reference);
    const signedAs = (values: string[]) => typeof body.merchantSignature === 'string' && body.merchantSignature === sign(values);
    switch (type) {
      case 'CHECK_STATUS': {
        if (!signedAs([account, reference])) return refusal(1113);
        return order ? { status: 200, body: orderJson(order) } : refusal(1127);
      }
      case 'SETTLE': {
        if (!signedAs([account, reference, text('amount'), text('currency')])) return refusal(1113);
        if (!order) return refusal(1127);
        const amountKop = kop(text('amount'));
        // Only a hold can be settled, once: anything else is declined, the order left as it is.
        if (order.status !== 'WaitingAuthComplete') return { status: 200, body: orderJson(order, { status: 'Declined', reasonCode: 1126 }) };
        if (amountKop === null || amountKop <= 0 || amountKop > order.amountKop) return refusal(1130);
        order.settledKop = amountKop;
        decided(order, 'Approved');
        return { status: 200, body: orderJson(order) };
      }
      case 'REFUND': {
        if (!signedAs([account, reference, text('amount'), text('currency')])) return refusal(1113);
        if (!order) return refusal(1127);
        if (!text('comment')) return refusal(1115);
        const amountKop = kop(text('amount'));
        if (amountKop === null || amountKop <= 0) return refusal(1130);
        if (order.status === 'WaitingAuthComplete') {
          // Releasing a hold: all of it (a part is refused, as WayForPay's code 1141 says).
          if (amountKop !== order.amountKop) return operationJson(order, 'Declined', 1141);
          decided(order, 'Voided');
          return operationJson(order, 'Voided', 1100);
        }
        if (order.status !== 'Approved' && order.status !== 'Refunded' && order.status !== 'RefundInProcessing') return operationJson(order, 'Declined', 1126);
        const paid = order.transactionType === 'AUTH' ? order.settledKop : order.amountKop;
        if (order.refundedKop + order.processingKop + amountKop > paid) return operationJson(order, 'Declined', 1128);
        order.refundComments.push(text('comment'));
        if (state.refundsInProcessing) {
          // Accepted, made later (`completeRefunds`): the order reads RefundInProcessing meanwhile.
          order.processingKop += amountKop;
          decided(order, 'RefundInProcessing');
          return operationJson(order, 'RefundInProcessing', 1138);
        }
        order.refundedKop += amountKop;
        decided(order, 'Refunded');
        return operationJson(order, 'Refunded', 1100);
      }
      case 'CHARGE': {
        const names = (body.productName as string[] | undefined) ?? [];
        const counts = ((body.productCount as unknown[] | undefined) ?? []).map(String);
        const prices = ((body.productPrice as unknown[] | undefined) ?? []).map(String);
        const signed = [account, text('merchantDomainName'), reference, text('orderDate'), text('amount'), text('currency'), ...names, ...counts, ...prices];
        if (!signedAs(signed)) return refusal(1113);
        if (domain && text('merchantDomainName') !== domain) return refusal(1113);
        if (order) return refusal(1112);
        const token = text('recToken');
        const amountKop = kop(text('amount'));
        if (amountKop === null || amountKop <= 0) return refusal(1130);
        const charged = newOrder(reference, 'charge', amountKop, text('currency'), {
          transactionType: text('merchantTransactionType') === 'AUTH' ? 'AUTH' : 'SALE',
          serviceUrl: text('serviceUrl') || null,
          description: names[0] ?? null,
          recToken: token,
          cardPan: '44****1111',
        });
        if (!cardTokens.has(token)) {
          decided(charged, 'Declined', 1116);
          return { status: 200, body: orderJson(charged) };
        }
        charged.authCode = String(100000 + orders.size);
        decided(charged, charged.transactionType === 'AUTH' ? 'WaitingAuthComplete' : 'Approved');
        return { status: 200, body: orderJson(charged) };
      }
      case 'P2P_CREDIT': {
        const card = text('cardBeneficiary');
        const token = text('rec2Token');
        if (!signedAs([account, reference, text('amount'), text('currency'), card, token])) return refusal(1113);
        if (order) return refusal(1112);
        if (card && token) return refusal(1115);
        const amountKop = kop(text('amount'));
        if (amountKop === null || amountKop <= 0) return refusal(1130);
        const paid = newOrder(reference, 'p2p', amountKop, text('currency'), { cardPan: '51****0001' });
        if (!payoutTokens.has(token)) decided(paid, 'Declined', 1116);
        else {
          paid.authCode = String(200000 + orders.size);
          decided(paid, 'Approved');
        }
        return { status: 200, body: orderJson(paid) };
      }
      default:
        return refusal(1115);
    }
  }

  /** The hosted pages: the browser posts the form (application/x-www-form-urlencoded). */
  function page(path: string, raw: string): Answer {
    const form = new URLSearchParams(raw);
    const one = (key: string) => form.get(key) ?? '';
    if (one('merchantAccount') !== account) return { status: 400, body: 'Unknown merchant' };
    if (domain && one('merchantDomainName') !== domain) return { status: 400, body: 'Wrong merchantDomainName' };
    const reference = one('orderReference');
    if (path === '/verify') {
      if (one('merchantSignature') !== sign([account, one('merchantDomainName'), reference, one('amount'), one('currency')])) return { status: 400, body: 'Invalid signature' };
      if (!orders.has(reference)) newOrder(reference, 'verify', 0, one('currency'), { serviceUrl: one('serviceUrl') || null, returnUrl: one('returnUrl') || null });
      return { status: 200, body: '<h1>WayForPay (fake): verify a card</h1>' };
    }
    const names = form.getAll('productName[]');
    const counts = form.getAll('productCount[]');
    const prices = form.getAll('productPrice[]');
    const line = [account, one('merchantDomainName'), reference, one('orderDate'), one('amount'), one('currency'), ...names, ...counts, ...prices];
    if (one('merchantSignature') !== sign(line)) return { status: 400, body: 'Invalid signature' };
    const amountKop = kop(one('amount'));
    if (amountKop === null) return { status: 400, body: 'Invalid amount' };
    const existing = orders.get(reference);
    if (existing && existing.amountKop !== amountKop) return { status: 400, body: 'Duplicate Order ID' };
    if (!existing) {
      newOrder(reference, 'purchase', amountKop, one('currency'), {
        transactionType: one('merchantTransactionType') === 'AUTH' ? 'AUTH' : 'SALE',
        serviceUrl: one('serviceUrl') || null,
        returnUrl: one('returnUrl') || null,
        description: names[0] ?? null,
      });
    }
    return { status: 200, body: `<h1>WayForPay (fake)</h1><p>${names[0] ?? ''}</p>` };
  }

  async function read(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** WayForPay finishes the refunds it was processing on an order: they count as refunded. */
  function completeRefunds(reference: string) {
    const order = orders.get(reference);
    if (!order) throw new Error(`the fake knows no order ${reference}`);
    order.refundedKop += order.processingKop;
    order.processingKop = 0;
    decided(order, 'Refunded');
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await read(req);
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'POST') return void res.writeHead(405).end();
    if (path === '/api') {
      if (state.failNext !== null) {
        const status = state.failNext;
        state.failNext = null;
        return void res.writeHead(status, { 'content-type': 'text/plain' }).end('unavailable');
      }
      const answer = api(raw);
      const type = literal(raw, 'transactionType') ?? '';
      requests.push({ type, body: raw, answer });
      if (state.beforeAnswer?.({ type, reference: literal(raw, 'orderReference') ?? '', answer }) === 'drop') return void req.socket.destroy();
      if (res.destroyed || req.socket.destroyed) return;
      return void res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    }
    if (path === '/pay' || path === '/verify') {
      const answer = page(path, raw);
      return void res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.body);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  /** The callback WayForPay would send for an order as it stands now (`change` alters fields after signing). */
  function callbackBody(reference: string, change: (body: string) => string = (body) => body): string {
    const order = orders.get(reference);
    if (!order) throw new Error(`the fake knows no order ${reference}`);
    return change(orderJson(order));
  }

  /** POSTs a callback body to the order's serviceUrl and reads the merchant's answer. */
  async function deliver(reference: string, body: string) {
    const order = orders.get(reference)!;
    if (!order.serviceUrl) throw new Error(`order ${reference} has no serviceUrl`);
    const response = await fetch(order.serviceUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const answer = await response.text();
    let accepted = false;
    try {
      const ack = JSON.parse(answer) as { orderReference?: string; status?: string; time?: number; signature?: string };
      accepted = response.ok && ack.status === 'accept' && ack.orderReference === reference && ack.signature === sign([reference, 'accept', String(ack.time)]);
    } catch {
      accepted = false;
    }
    callbacks.push({ reference, body, status: response.status, answer, accepted });
    return { status: response.status, answer, accepted };
  }

  /**
   * The cardholder's outcome on the hosted page, without the callback (it is lost, or sent later):
   * approved (a SALE is paid, an AUTH held, a card check registered, each with a new card token),
   * or declined.
   */
  function decideOnly(reference: string, outcome: 'approve' | 'decline', options: { reasonCode?: number; cardPan?: string } = {}) {
    const order = orders.get(reference);
    if (!order) throw new Error(`the fake knows no order ${reference}`);
    order.cardPan = options.cardPan ?? '44****1111';
    if (outcome === 'approve') {
      order.authCode = String(500000 + orders.size);
      order.recToken = `fake-rec-${randomUUID()}`;
      cardTokens.add(order.recToken);
      if (order.kind === 'verify') payoutTokens.add(order.recToken);
      decided(order, order.kind === 'verify' || order.transactionType === 'SALE' ? 'Approved' : 'WaitingAuthComplete');
    } else {
      decided(order, 'Declined', options.reasonCode ?? 1101);
    }
    return order;
  }

  return {
    origin,
    payUrl: `${origin}/pay`,
    apiUrl: `${origin}/api`,
    verifyUrl: `${origin}/verify`,
    orders,
    requests,
    callbacks,
    state,
    sign,
    /** The browser posting our form page's fields to the hosted page they name. */
    async submitForm(action: string, fields: [string, string][]) {
      const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
      return { status: response.status, text: await response.text() };
    },
    decideOnly,
    completeRefunds,
    /** The cardholder's outcome, then WayForPay's signed callback to the order's serviceUrl. */
    async decide(reference: string, outcome: 'approve' | 'decline', options: { reasonCode?: number; cardPan?: string } = {}) {
      decideOnly(reference, outcome, options);
      return deliver(reference, callbackBody(reference));
    },
    callbackBody,
    deliver,
    /** Issues a card token as a past payment would have (for CHARGE and P2P_CREDIT tests). */
    issueToken(kind: 'card' | 'payout' = 'card') {
      const token = `fake-rec-${randomUUID()}`;
      (kind === 'card' ? cardTokens : payoutTokens).add(token);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWayforpay = Awaited<ReturnType<typeof startFakeWayforpay>>;
