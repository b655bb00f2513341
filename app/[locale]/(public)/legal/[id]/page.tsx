import { notFound } from 'next/navigation';
import { type ProfilePageProps, profileMetadata, PublicProfileView } from '@/components/profile/public-profile-page';
import { getCurrentViewer } from '@/lib/server/account/get-current-viewer';
import { getPublicProfile } from '@/lib/server/accounts/public-profile';

const load = async ({ params }: ProfilePageProps) => {
  const { locale, id } = await params;
  return { locale, profile: /^\d{1,9}$/.test(id) ? await getPublicProfile(Number(id), 'legal', locale) : null };
};

export async function generateMetadata(props: ProfilePageProps) {
  const { locale, profile } = await load(props);
  return profileMetadata(locale, profile, 'legal-id');
}

export default async function Page(props: ProfilePageProps) {
  const [{ locale, profile }, viewer] = await Promise.all([load(props), getCurrentViewer()]);
  if (!profile) notFound();
  return <PublicProfileView locale={locale} profile={profile} viewerId={viewer?.id ?? null} />;
}
