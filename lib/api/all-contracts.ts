import * as accounts from '@/lib/accounts/contracts';
import { jobListContract, jobRetryContract } from '@/lib/jobs/contracts';
import { logoutContract } from '@/lib/auth/contracts';
import * as verification from '@/lib/verification/contracts';
import { dictionaryAllContract, menuGetByIdsContract, settingsAllContract } from '@/lib/site/contracts';
import type { Contract } from './contract';
import { healthContract, openapiContract } from './system-contracts';

/** Every endpoint's contract, in the order the OpenAPI document lists them. */
export const allContracts: Contract[] = [
  settingsAllContract,
  dictionaryAllContract,
  menuGetByIdsContract,
  accounts.registerUserContract,
  accounts.registerHostContract,
  accounts.registerLegalContract,
  accounts.checkEmailContract,
  accounts.signInContract,
  accounts.socialLoginContract,
  accounts.socialRegisterContract,
  logoutContract,
  accounts.passwordChangeContract,
  accounts.passwordResetRequestContract,
  accounts.passwordResetContract,
  accounts.getUserContract,
  accounts.changeRoleContract,
  accounts.profileUpdateContract,
  accounts.emailChangeRequestContract,
  accounts.emailChangeConfirmContract,
  accounts.settingsUpdateContract,
  accounts.avatarUploadContract,
  accounts.deleteRequestContract,
  accounts.deleteCancelContract,
  accounts.publicProfileContract,
  accounts.reportCreateContract,
  accounts.reportListContract,
  accounts.outboxListContract,
  jobListContract,
  jobRetryContract,
  accounts.sendCodeContract,
  accounts.confirmCodeContract,
  verification.licenceGetContract,
  verification.licenceSaveContract,
  verification.licenceSubmitContract,
  verification.licenceQueueContract,
  verification.licenceDecisionContract,
  verification.companyApplicationContract,
  verification.hostApplicationContract,
  verification.applicationGetContract,
  verification.applicationQueueContract,
  verification.applicationDecisionContract,
  verification.identityStartContract,
  verification.identityStatusContract,
  healthContract,
  openapiContract,
];
