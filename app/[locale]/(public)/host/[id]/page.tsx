import { createProfilePage } from '@/app/[locale]/(public)/_profile/profile-page';

// Spec §2 /host/{id}: a public profile.
const page = createProfilePage('host');
export const generateMetadata = page.generateMetadata;
export default page.Page;
