/** Spec §4/§9 cookie notice: shown until this cookie is "true"; consent lasts 604 800 s (7 days). */
export const COOKIE_CONSENT_NAME = 'cookieApprove';
export const COOKIE_CONSENT_DAYS = 7;
