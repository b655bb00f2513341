import { type AuthPageProps, authMetadata, RegisterPage } from '@/app/[locale]/(auth)/_shared/auth-pages';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'register-host', 'registerHost');

export default function Page(props: AuthPageProps) {
  return <RegisterPage props={props} kind="host" />;
}
