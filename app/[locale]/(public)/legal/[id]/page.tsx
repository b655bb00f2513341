import { createProfilePage } from '@/app/[locale]/(public)/_profile/profile-page';

// Spec §2 /legal/{id}: a public profile.
const page = createProfilePage('legal');
export const generateMetadata = page.generateMetadata;
export default page.Page;
