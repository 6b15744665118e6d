import { useParams } from 'react-router';

import { FormPage } from '../../components/form-page';
import { SignInForm } from '../../features/auth/components/sign-in-form';

/** /sign-in/:uid: where the identity provider sends the browser to collect the credentials. */
export function SignInPage() {
  const { uid = '' } = useParams();
  return (
    <FormPage title="Sign in">
      <SignInForm key={uid} uid={uid} />
    </FormPage>
  );
}
