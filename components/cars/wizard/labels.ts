/** The translator of the `CarWizard` namespace, loosely typed for keys built from field paths. */
export type WizardT = (key: string, values?: Record<string, string | number>) => string;

const NESTED: Record<string, string> = {
  'delivery.offered': 'delivery_offered',
  'delivery.free': 'delivery_free',
  'delivery.price': 'delivery_price',
  'deposit.amount': 'deposit_amount',
  'deposit.currency': 'deposit_currency',
};

/**
 * The name of a field as its label says it, for the error summary: `vin` → "VIN",
 * `discounts.1.amount` → "Discount 2: amount per day", `photos.3.id` → "Photos".
 */
export function fieldLabel(path: string, t: WizardT): string {
  const [field = '', index, sub] = path.split('.');
  if (field === 'discounts' && index !== undefined && sub) return t('summary.discountRow', { row: Number(index) + 1, field: t(`fields.discount_${sub}`) });
  if (field === 'photos') return t('fields.photos');
  const key = NESTED[`${field}.${index}`] ?? field;
  return t(`fields.${key}`);
}
