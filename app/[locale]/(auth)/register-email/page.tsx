import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/AuthCard';
import { type AuthPageProps, authMetadata } from '@/app/[locale]/(auth)/_shared/auth-pages';
import { EmailFirstForm } from '@/components/auth/EmailFirstForm';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'register-email', 'registerEmail');

/** Spec §2 register-email: the e-mail-first entry. */
export default async function Page({ params }: AuthPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t('registerEmail.title')} lead={t('registerEmail.lead')}>
      <EmailFirstForm />
    </AuthCard>
  );
}
