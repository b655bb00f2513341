import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { failureResponse } from '@/lib/server/api/failure';
import { readBodyBytes } from '@/lib/server/api/read-body';
import { requestIdOf } from '@/lib/server/api/respond';
import { log } from '@/lib/server/log';
import { settleCardCheck } from './card-checks';
import { PaymentCallbackError, PaymentSignatureError } from './provider';
import { providerNamed } from './providers';
import { settlePayment } from './settle-payment';

const MAX_CALLBACK_BYTES = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An acquirer's server-to-server callback (`/api/payments/callback/{provider}`): the signature is
 * checked over the exact raw body before anything is read from it (a forged or altered one is a
 * 403 that changes nothing), then the payment (or card check, card-checks.ts) is settled in one
 * transaction, and the answer the acquirer expects is sent. Refusals use the API's error envelope:
 * 404 for an unknown reference, 422 `payment_mismatch` when the amount or currency is not the payment's.
 */
export async function handlePaymentCallback(providerName: string, request: Request): Promise<Response> {
  const requestId = requestIdOf(request);
  const path = `/api/payments/callback/${providerName}`;
  try {
    let raw: string;
    try {
      raw = utf8.decode(await readBodyBytes(request, MAX_CALLBACK_BYTES));
    } catch (error) {
      throw error instanceof AppError ? error : new AppError('invalid_body', { cause: error });
    }
    const provider = providerNamed(providerName);
    let event;
    try {
      event = await provider.parseCallback(raw, request.headers);
    } catch (error) {
      if (error instanceof PaymentSignatureError) {
        log.warn({ requestId, provider: providerName }, 'payment callback with a bad signature refused');
        throw new AppError('bad_signature', { cause: error });
      }
      if (error instanceof PaymentCallbackError) throw new AppError('invalid_body', { cause: error });
      throw error;
    }
    // A card check (a payout card being registered) is ours too, but not a payment.
    const checked = await settleCardCheck(provider.name, event);
    if (checked) log.info({ requestId, provider: providerName, cardCheckId: checked.check.id, outcome: event.outcome, changed: checked.changed }, 'card check callback');
    else {
      const { changed, payment } = await settlePayment(provider.name, event);
      log.info({ requestId, provider: providerName, paymentId: payment.id, outcome: event.outcome, changed }, 'payment callback');
    }
    const ack = await provider.acknowledge(event);
    return new Response(ack.body, { status: ack.status, headers: { 'content-type': ack.contentType, 'cache-control': 'no-store', 'x-request-id': requestId } });
  } catch (error) {
    return failureResponse(error, { locale: 'en', requestId, path });
  }
}
