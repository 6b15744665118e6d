import { AccountConfirmation } from '../../features/registration/components/account-confirmation';

/** /updated: an existing account's e-mail is now verified. */
export function UpdatedPage() {
  return (
    <AccountConfirmation
      title="Account Updated"
      heading="Your email is verified"
      body="Your account has been updated with a verified email address. You can now sign in and save your specs."
    />
  );
}
