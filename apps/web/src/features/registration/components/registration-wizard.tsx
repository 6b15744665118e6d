import type { CurrentUser } from '@transmission-spec/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PageLoading } from '../../../components/page-loading';
import { useCurrentUserState, useCurrentUserUpdates } from '../../../lib/current-user';
import { needsAccountDetails } from './account-details-redirect';
import type { RegisteredAs } from '../api/registration-api';
import {
  clearPendingVerification,
  loadPendingVerification,
  savePendingVerification,
} from '../registration-step-storage';
import { AccountDetailsStep } from './account-details-step';
import { EmailStep } from './email-step';
import { VerifyExistingStep } from './verify-existing-step';
import { VerifyNewStep } from './verify-new-step';

type Step =
  | { readonly name: 'email'; readonly email: string }
  | { readonly name: 'verify'; readonly email: string; readonly registeredAs: RegisteredAs }
  | { readonly name: 'details'; readonly email: string };

/**
 * SPEC 4 registration: e-mail, then code (and password for a new account), then account details
 * for a new account (to /created) or straight to /updated for an existing one. A reload resumes
 * the step it was at (issue 25 item 6): the code step from the tab's session storage, the details
 * step from the current user, who is signed in from step 2 on and has no details yet (the same
 * rule sends such an account here after sign-in, see AccountDetailsRedirect).
 */
export function RegistrationWizard() {
  const { user: currentUser, loading } = useCurrentUserState();
  const [chosenStep, setStep] = useState<Step>(() => {
    const pending = loadPendingVerification();
    return pending === null ? { name: 'email', email: '' } : { name: 'verify', ...pending };
  });
  // The first step shown keeps the page's natural focus; later steps move it to their heading.
  const [changedStep, setChangedStep] = useState(false);
  // Derived, not initial state: on a reload the user is still loading at first. A signed-in
  // account without details has nothing to do at steps 1 and 2 (its own address would answer that
  // it already has an account), whatever this tab remembers.
  const step: Step = needsAccountDetails(currentUser)
    ? { name: 'details', email: currentUser.email ?? '' }
    : chosenStep;
  const navigate = useNavigate();
  const { setUser, reloadUser } = useCurrentUserUpdates();

  const goTo = (next: Step) => {
    setChangedStep(true);
    setStep(next);
    if (next.name === 'verify') {
      savePendingVerification({ email: next.email, registeredAs: next.registeredAs });
    } else {
      clearPendingVerification();
    }
  };
  const back = () => {
    goTo({ name: 'email', email: step.email });
  };

  // Until the current user is known, the step is not: showing step 1 first would be wrong for a
  // reload at step 3.
  if (loading) return <PageLoading />;

  switch (step.name) {
    case 'email':
      return (
        <EmailStep
          initialEmail={step.email}
          focusHeading={changedStep}
          onCodeSent={(email, registeredAs) => {
            goTo({ name: 'verify', email, registeredAs });
          }}
        />
      );
    case 'verify':
      return step.registeredAs === 'new' ? (
        <VerifyNewStep
          email={step.email}
          focusHeading={changedStep}
          onBack={back}
          onSignedIn={(user: CurrentUser) => {
            setUser(user);
            goTo({ name: 'details', email: step.email });
          }}
        />
      ) : (
        <VerifyExistingStep
          email={step.email}
          focusHeading={changedStep}
          onBack={back}
          onVerified={() => {
            clearPendingVerification();
            void navigate('/updated');
          }}
        />
      );
    case 'details':
      return (
        <AccountDetailsStep
          email={step.email}
          focusHeading={changedStep}
          onSaved={async () => {
            // Leave first: with the details saved, a ?step=details link no longer shows this step.
            await navigate('/created');
            // The header greets the user by the name just saved.
            await reloadUser();
          }}
        />
      );
  }
}
