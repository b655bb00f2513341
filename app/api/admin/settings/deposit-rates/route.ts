import { toKopiyky } from '@/lib/cars/money';
import { depositRatesUpdateContract } from '@/lib/payments/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { toDepositRatesView } from '@/lib/server/payments/deposits/deposit-rates-view';
import { updateDepositRates } from '@/lib/server/payments/deposits/update-deposit-rates';

// POST /api/admin/settings/deposit-rates — operators set the rates dollar and euro deposits are held at (docs/payments.md "Deposits")
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(depositRatesUpdateContract, async ({ session, body }) => {
  const stored = await updateDepositRates(session.user, { usd_kop: toKopiyky(body.usd), eur_kop: toKopiyky(body.eur) }, new Date());
  return toDepositRatesView(stored);
});
