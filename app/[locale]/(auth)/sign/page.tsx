import { type AuthPageProps, authMetadata, SignInPage } from '@/app/[locale]/(auth)/_shared/auth-pages';

export const generateMetadata = (props: AuthPageProps) => authMetadata(props, 'sign', 'sign');

/** Spec §2 sign: renter sign-in (honours `ref`). */
export default function Page(props: AuthPageProps) {
  return <SignInPage props={props} portal="user" />;
}
