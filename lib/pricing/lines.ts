/**
 * The lines of a price breakdown, sent through the API as they are (hence snake_case). Amounts are
 * whole kopiyky; each line's amount is its quantity times its unit price (a discount's negated), and
 * a total is the sum of its lines, so a client can show and re-add them without rounding.
 */
export type ChargeLine = { kind: 'months' | 'days' | 'hours'; quantity: number; unit_price: number; amount: number };
/** Taken off the days line: `quantity` days at `unit_price` kopiyky each; `amount` is negative. */
export type DiscountLine = { kind: 'discount'; quantity: number; unit_price: number; amount: number };
/** Delivery to the renter, one way; 0 when the owner delivers free. */
export type DeliveryLine = { kind: 'delivery'; quantity: 1; unit_price: number; amount: number };
export type PriceLine = ChargeLine | DiscountLine | DeliveryLine;

export function chargeLine(kind: ChargeLine['kind'], quantity: number, unitPrice: number): ChargeLine {
  return { kind, quantity, unit_price: unitPrice, amount: quantity * unitPrice };
}

export function discountLine(days: number, perDay: number): DiscountLine {
  return { kind: 'discount', quantity: days, unit_price: perDay, amount: -(days * perDay) };
}

export function deliveryLine(price: number): DeliveryLine {
  return { kind: 'delivery', quantity: 1, unit_price: price, amount: price };
}

/** The sum of the lines; a fault if any amount (or the sum) is not a safe whole number of kopiyky. */
export function sumLines(lines: readonly PriceLine[]): number {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!lines.every((line) => Number.isSafeInteger(line.amount)) || !Number.isSafeInteger(total)) throw new RangeError('A price is out of range');
  return total;
}
