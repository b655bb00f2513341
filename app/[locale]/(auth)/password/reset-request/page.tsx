import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { type AuthPageProps, authMetadata } from '@/app/[locale]/(auth)/_shared/auth-pages';
import { ResetRequestForm } from '@/components/auth/PasswordForms';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'password-reset-request', 'resetRequest');

export default async function Page({ params }: AuthPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('resetRequest.title')} lead={t('resetRequest.lead')}>
      <ResetRequestForm />
    </AuthCard>
  );
}
