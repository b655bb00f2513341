/**
 * EDRPOU (Ukrainian company register code, 8 digits): the last digit is a checksum. Weights 1–7,
 * or 7,1,2,3,4,5,6 for codes between 30 000 000 and 60 000 000; if the remainder of 11 is 10,
 * the weights are raised by 2 and the sum taken again; a second 10 counts as 0.
 */
export function isValidEdrpou(code: string): boolean {
  if (!/^\d{8}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const value = Number(code);
  const base = value > 30_000_000 && value < 60_000_000 ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const sum = (weights: number[]) => weights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  let check = sum(base) % 11;
  if (check === 10) check = sum(base.map((w) => w + 2)) % 11;
  if (check === 10) check = 0;
  return check === digits[7];
}

/** РНОКПП (individual tax number, 10 digits): weights -1,5,7,9,4,6,10,5,7; (sum mod 11) mod 10. */
export function isValidTaxNumber(code: string): boolean {
  if (!/^\d{10}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const weights = [-1, 5, 7, 9, 4, 6, 10, 5, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0);
  return (((sum % 11) + 11) % 11) % 10 === digits[9];
}
