import { AccountConfirmation } from '../../features/registration/components/account-confirmation';

/** /created: a new account is ready. */
export function CreatedPage() {
  return (
    <AccountConfirmation
      title="Account Created"
      heading="Your account is ready"
      body="Your email address is verified and your account has been created. Create a spec and save it to find it again later."
    />
  );
}
