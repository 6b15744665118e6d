import { FormPage } from '../../components/form-page';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';

/** /register: account creation with e-mail verification. */
export function RegisterPage() {
  return (
    <FormPage title="Create Account">
      <RegistrationWizard />
    </FormPage>
  );
}
