import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { CardCheckRequest, Checkout, CheckoutRequest } from '../provider';
import { wayforpayAmount } from './amount';
import type { WayforpayConfig } from './config';
import { wayforpaySignature } from './signature';

/** The payment page's language (`language`: UA is its default, EN English). */
const pageLanguage = (locale: Locale) => (locale === 'en' ? 'EN' : 'UA');

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The Purchase form (https://wiki.wayforpay.com/en/view/852102) the renter's browser posts to the
 * payment page: one product, what the payment is for, at the order's amount. Signed
 * `merchantAccount;merchantDomainName;orderReference;orderDate;amount;currency;productName…;
 * productCount…;productPrice…` (names, then counts, then prices: php-sdk ProductCollection and the
 * Charge page). The page takes no card after `expiresAt` (`orderLifetime`, and `orderTimeout`,
 * both in seconds from now). A hold is `merchantTransactionType=AUTH`; a charge `SALE`.
 */
export function purchaseForm(config: WayforpayConfig, request: CheckoutRequest, now: Date): Checkout & { kind: 'form' } {
  const amount = wayforpayAmount(request.amountKop);
  const orderDate = String(unixSeconds(now));
  const lifetime = String(Math.max(1, Math.ceil((request.expiresAt.getTime() - now.getTime()) / 1000)));
  const product = { name: request.description, price: amount, count: '1' };
  const signature = wayforpaySignature(
    [config.merchantAccount, config.merchantDomain, request.reference, orderDate, amount, request.currency, [product.name], [product.count], [product.price]],
    config.secretKey,
  );
  return {
    kind: 'form',
    action: config.payUrl,
    fields: {
      merchantAccount: config.merchantAccount,
      merchantDomainName: config.merchantDomain,
      merchantTransactionType: request.mode === 'hold' ? 'AUTH' : 'SALE',
      merchantTransactionSecureType: 'AUTO',
      merchantSignature: signature,
      apiVersion: '1',
      language: pageLanguage(request.locale),
      returnUrl: request.returnUrl,
      serviceUrl: request.callbackUrl,
      orderReference: request.reference,
      orderDate,
      amount,
      currency: request.currency,
      orderTimeout: lifetime,
      orderLifetime: lifetime,
      'productName[]': product.name,
      'productPrice[]': product.price,
      'productCount[]': product.count,
    },
  };
}

/**
 * The Verify form (https://wiki.wayforpay.com/display/WADE/Verify): the person enters a card on
 * WayForPay's verification page, nothing is charged (amount 0), and the callback brings its
 * `recToken`. Signed `merchantAccount;merchantDomainName;orderReference;amount;currency`.
 * `paymentSystem=lookupCard` is the page's documented value.
 */
export function verifyForm(config: WayforpayConfig, request: CardCheckRequest): Checkout & { kind: 'form' } {
  const amount = '0';
  const currency = 'UAH';
  return {
    kind: 'form',
    action: config.verifyUrl,
    fields: {
      merchantAccount: config.merchantAccount,
      merchantDomainName: config.merchantDomain,
      merchantSignature: wayforpaySignature([config.merchantAccount, config.merchantDomain, request.reference, amount, currency], config.secretKey),
      apiVersion: '1',
      language: pageLanguage(request.locale),
      returnUrl: request.returnUrl,
      serviceUrl: request.callbackUrl,
      orderReference: request.reference,
      amount,
      currency,
      paymentSystem: 'lookupCard',
    },
  };
}
