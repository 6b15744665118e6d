import { Navigate, useSearchParams } from 'react-router';

import { FormPage } from '../../components/form-page';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';

/** /reset-password?id=&verificationCode=: both come from the e-mailed link, else /error (SPEC 2). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const verificationCode = params.get('verificationCode') ?? '';
  if (id === '' || verificationCode === '') return <Navigate to="/error" replace />;
  return (
    <FormPage title="Reset Password">
      <ResetPasswordForm id={id} verificationCode={verificationCode} />
    </FormPage>
  );
}
