/** The content page for people who want to earn with Kermo (spec §2 "earn with the product"). */
export const EARN_LANDING_SLUG = 'earn-with-kermo';
