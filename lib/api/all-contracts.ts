import { logoutContract } from '@/lib/auth/contracts';
import { dictionaryAllContract, menuGetByIdsContract, settingsAllContract } from '@/lib/site/contracts';
import type { Contract } from './contract';
import { healthContract, openapiContract } from './system-contracts';

/** Every endpoint's contract, in the order the OpenAPI document lists them. */
export const allContracts: Contract[] = [
  settingsAllContract,
  dictionaryAllContract,
  menuGetByIdsContract,
  logoutContract,
  healthContract,
  openapiContract,
];
