import { FormPage } from '../../components/form-page';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';

/** /forgot-password: request a reset e-mail. */
export function ForgotPasswordPage() {
  return (
    <FormPage title="Forgot Password">
      <ForgotPasswordForm />
    </FormPage>
  );
}
