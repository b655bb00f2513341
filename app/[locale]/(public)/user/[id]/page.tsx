import { createProfilePage } from '@/app/[locale]/(public)/_profile/profile-page';

// Spec §2 /user/{id}: a public profile.
const page = createProfilePage('user');
export const generateMetadata = page.generateMetadata;
export default page.Page;
