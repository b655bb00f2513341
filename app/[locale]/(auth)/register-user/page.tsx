import { type AuthPageProps, authMetadata, RegisterPage } from '@/components/auth/auth-pages';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'register-user', 'registerUser');

export default function Page(props: AuthPageProps) {
  return <RegisterPage props={props} kind="user" />;
}
