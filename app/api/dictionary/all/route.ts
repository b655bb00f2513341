import { dictionaryAllContract } from '@/lib/site/contracts';
import { apiRoute } from '@/lib/server/api/route';
import { getDictionary } from '@/lib/server/site/get-dictionary';

// POST /api/dictionary/all — fuel and transmission types in the requested language
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = apiRoute(dictionaryAllContract, ({ locale }) => getDictionary(locale));
