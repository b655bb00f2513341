import type * as accounts from '@/lib/accounts/contracts';
import type { logoutContract } from '@/lib/auth/contracts';
import type * as bookings from '@/lib/bookings/contracts';
import type * as cars from '@/lib/cars/contracts';
import type * as chat from '@/lib/chat/contracts';
import type { catalogPriceContract } from '@/lib/catalog/car-contracts';
import type { catalogCardsContract, catalogMapContract } from '@/lib/catalog/contracts';
import type { catalogFacetsContract } from '@/lib/catalog/facet-contracts';
import type { notificationReadContract } from '@/lib/notifications/contracts';
import type * as payments from '@/lib/payments/contracts';
import type * as cabinetPayments from '@/lib/payments/cabinet-contracts';
import type * as payouts from '@/lib/payouts/contracts';
import type * as verification from '@/lib/verification/contracts';
import { endpoint } from './client';

/**
 * The endpoints the web islands call, by name. Each is the method and path of its contract, checked
 * against the contract's literal types by the compiler (and by endpoints.test.ts), and carries the
 * contract's body and response types. Contracts hold zod schemas; importing one into an island would
 * put zod into every page that shows the island (the header's logout and role switch are on all
 * public pages), so islands use these and `import type` the contracts.
 */
export const endpoints = {
  registerUser: endpoint<typeof accounts.registerUserContract>('POST', '/api/auth/register-user'),
  registerHost: endpoint<typeof accounts.registerHostContract>('POST', '/api/auth/register-host'),
  registerLegal: endpoint<typeof accounts.registerLegalContract>('POST', '/api/auth/register-legal'),
  checkEmail: endpoint<typeof accounts.checkEmailContract>('POST', '/api/auth/check-email'),
  signIn: endpoint<typeof accounts.signInContract>('POST', '/api/auth/sign-in'),
  socialLogin: endpoint<typeof accounts.socialLoginContract>('POST', '/api/auth/social/complete-login'),
  socialRegister: endpoint<typeof accounts.socialRegisterContract>('POST', '/api/auth/social/complete-register'),
  logout: endpoint<typeof logoutContract>('POST', '/api/auth/logout'),
  passwordChange: endpoint<typeof accounts.passwordChangeContract>('POST', '/api/auth/password/change'),
  passwordResetRequest: endpoint<typeof accounts.passwordResetRequestContract>('POST', '/api/auth/password/reset-request'),
  passwordReset: endpoint<typeof accounts.passwordResetContract>('POST', '/api/auth/password/reset'),
  changeRole: endpoint<typeof accounts.changeRoleContract>('POST', '/api/profile/user/change-role'),
  profileUpdate: endpoint<typeof accounts.profileUpdateContract>('POST', '/api/profile/update'),
  emailChangeRequest: endpoint<typeof accounts.emailChangeRequestContract>('POST', '/api/profile/email-change/request'),
  emailChangeConfirm: endpoint<typeof accounts.emailChangeConfirmContract>('POST', '/api/profile/email-change/confirm'),
  settingsUpdate: endpoint<typeof accounts.settingsUpdateContract>('POST', '/api/profile/settings'),
  avatarUpload: endpoint<typeof accounts.avatarUploadContract>('POST', '/api/profile/avatar'),
  deleteRequest: endpoint<typeof accounts.deleteRequestContract>('POST', '/api/profile/delete-request'),
  deleteCancel: endpoint<typeof accounts.deleteCancelContract>('POST', '/api/profile/delete-cancel'),
  reportCreate: endpoint<typeof accounts.reportCreateContract>('POST', '/api/reports/create'),
  sendCode: endpoint<typeof accounts.sendCodeContract>('POST', '/api/verification/send-code'),
  confirmCode: endpoint<typeof accounts.confirmCodeContract>('POST', '/api/verification/confirm-code'),
  licenceSave: endpoint<typeof verification.licenceSaveContract>('POST', '/api/verification/licence/save'),
  licenceSubmit: endpoint<typeof verification.licenceSubmitContract>('POST', '/api/verification/licence/submit'),
  licenceDecision: endpoint<typeof verification.licenceDecisionContract>('POST', '/api/admin/verification/licence-decision'),
  companyApplication: endpoint<typeof verification.companyApplicationContract>('POST', '/api/verification/company/apply'),
  hostApplication: endpoint<typeof verification.hostApplicationContract>('POST', '/api/verification/host/apply'),
  applicationDecision: endpoint<typeof verification.applicationDecisionContract>('POST', '/api/admin/verification/owner-decision'),
  identityStart: endpoint<typeof verification.identityStartContract>('POST', '/api/verification/identity/start'),
  identityStatus: endpoint<typeof verification.identityStatusContract>('POST', '/api/verification/identity/status'),
  // The listing wizard and the car's calendar (components/cars).
  carCreate: endpoint<typeof cars.carCreateContract>('POST', '/api/profile/car/create'),
  carUpdate: endpoint<typeof cars.carUpdateContract>('POST', '/api/profile/car/update'),
  carPhotosUpload: endpoint<typeof cars.carPhotosUploadContract>('POST', '/api/profile/car/photos/upload'),
  carPhotosReorder: endpoint<typeof cars.carPhotosReorderContract>('POST', '/api/profile/car/photos/reorder'),
  carPhotoMain: endpoint<typeof cars.carPhotoMainContract>('POST', '/api/profile/car/photos/main'),
  carPhotoDelete: endpoint<typeof cars.carPhotoDeleteContract>('POST', '/api/profile/car/photos/delete'),
  carAvailabilityGet: endpoint<typeof cars.carAvailabilityGetContract>('POST', '/api/profile/car/availability/get'),
  carAvailabilityBlock: endpoint<typeof cars.carAvailabilityBlockContract>('POST', '/api/profile/car/availability/block'),
  carAvailabilityUnblock: endpoint<typeof cars.carAvailabilityUnblockContract>('POST', '/api/profile/car/availability/unblock'),
  carAvailabilitySchedule: endpoint<typeof cars.carAvailabilityScheduleContract>('POST', '/api/profile/car/availability/schedule'),
  carList: endpoint<typeof cars.carListContract>('POST', '/api/profile/car/list'),
  carSubmit: endpoint<typeof cars.carSubmitContract>('POST', '/api/profile/car/submit'),
  carActivate: endpoint<typeof cars.carActivateContract>('POST', '/api/profile/car/activate'),
  carDeactivate: endpoint<typeof cars.carDeactivateContract>('POST', '/api/profile/car/deactivate'),
  carDelete: endpoint<typeof cars.carDeleteContract>('POST', '/api/profile/car/delete'),
  carDecision: endpoint<typeof cars.carDecisionContract>('POST', '/api/admin/car/decision'),
  // The car page's price calculator (components/catalog/car).
  catalogPrice: endpoint<typeof catalogPriceContract>('POST', '/api/catalog/price'),
  // The catalog map (components/catalog/map).
  catalogMap: endpoint<typeof catalogMapContract>('POST', '/api/catalog/map'),
  catalogCards: endpoint<typeof catalogCardsContract>('POST', '/api/catalog/cards'),
  // The catalog's filters dialog: counts next to each option (components/catalog/FiltersDialog.tsx).
  catalogFacets: endpoint<typeof catalogFacetsContract>('POST', '/api/catalog/facets'),
  // Bookings: the request form, the booking page's actions and the lists' quick answers (components/bookings).
  bookingCreate: endpoint<typeof bookings.bookingCreateContract>('POST', '/api/profile/booking/create'),
  bookingList: endpoint<typeof bookings.bookingListContract>('POST', '/api/profile/booking/list'),
  bookingConfirm: endpoint<typeof bookings.bookingConfirmContract>('POST', '/api/profile/booking/confirm'),
  bookingReject: endpoint<typeof bookings.bookingRejectContract>('POST', '/api/profile/booking/reject'),
  bookingCancel: endpoint<typeof bookings.bookingCancelContract>('POST', '/api/profile/booking/cancel'),
  bookingPay: endpoint<typeof bookings.bookingPayContract>('POST', '/api/profile/booking/pay'),
  bookingGet: endpoint<typeof bookings.bookingGetContract>('POST', '/api/profile/booking/get'),
  bookingEdit: endpoint<typeof bookings.bookingEditContract>('POST', '/api/profile/booking/edit'),
  bookingChangePropose: endpoint<typeof bookings.bookingChangeProposeContract>('POST', '/api/profile/booking/change/propose'),
  bookingChangeAnswer: endpoint<typeof bookings.bookingChangeAnswerContract>('POST', '/api/profile/booking/change/answer'),
  bookingContractUpload: endpoint<typeof bookings.bookingContractUploadContract>('POST', '/api/profile/booking/contract/upload'),
  bookingContractVerify: endpoint<typeof bookings.bookingContractVerifyContract>('POST', '/api/profile/booking/contract/verify'),
  bookingHandOver: endpoint<typeof bookings.bookingHandOverContract>('POST', '/api/profile/booking/hand-over'),
  bookingMileage: endpoint<typeof bookings.bookingMileageContract>('POST', '/api/profile/booking/mileage'),
  bookingEndTrip: endpoint<typeof bookings.bookingEndTripContract>('POST', '/api/profile/booking/end-trip'),
  bookingPayExtras: endpoint<typeof bookings.bookingPayExtrasContract>('POST', '/api/profile/booking/pay-extras'),
  bookingDeposit: endpoint<typeof bookings.bookingDepositContract>('POST', '/api/profile/booking/deposit'),
  bookingReview: endpoint<typeof bookings.bookingReviewContract>('POST', '/api/profile/booking/review'),
  bookingReviewedStatus: endpoint<typeof bookings.bookingReviewedStatusContract>('POST', '/api/profile/booking/reviewed-status'),
  // The notification centre's "mark all read" (components/notifications).
  notificationRead: endpoint<typeof notificationReadContract>('POST', '/api/profile/notifications/read'),
  // The sandbox acquirer's hosted payment page (components/payments).
  sandboxPay: endpoint<typeof payments.sandboxPayContract>('POST', '/api/payments/sandbox/pay'),
  sandboxConfirm: endpoint<typeof payments.sandboxConfirmContract>('POST', '/api/payments/sandbox/confirm'),
  // The renter's saved cards in /cabinet/payments (components/payments/cards).
  cardRemove: endpoint<typeof cabinetPayments.cardRemoveContract>('POST', '/api/profile/cards/remove'),
  // The owner's earnings and payouts in /cabinet/payments, and operators' manual payouts (components/payments/owner).
  payoutCard: endpoint<typeof payouts.payoutCardContract>('POST', '/api/profile/payouts/card'),
  payoutRequest: endpoint<typeof payouts.payoutRequestContract>('POST', '/api/profile/payouts/request'),
  manualPayout: endpoint<typeof payouts.manualPayoutContract>('POST', '/api/admin/payouts/manual'),
  // Operators' deposit rates (components/payments/admin).
  depositRatesUpdate: endpoint<typeof payments.depositRatesUpdateContract>('POST', '/api/admin/settings/deposit-rates'),
  chatStatus: endpoint<typeof chat.chatStatusContract>('POST', '/api/profile/chat/get-status'),
  chatSend: endpoint<typeof chat.chatSendContract>('POST', '/api/profile/chat/send'),
  chatSendPhoto: endpoint<typeof chat.chatSendPhotoContract>('POST', '/api/profile/chat/send-photo'),
  chatMessages: endpoint<typeof chat.chatMessagesContract>('POST', '/api/profile/chat/messages'),
  chatRead: endpoint<typeof chat.chatReadContract>('POST', '/api/profile/chat/read'),
  chatInbox: endpoint<typeof chat.chatInboxContract>('POST', '/api/profile/chat/inbox'),
} as const;
