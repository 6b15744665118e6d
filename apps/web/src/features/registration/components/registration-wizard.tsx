import type { CurrentUser } from '@transmission-spec/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useCurrentUser, useCurrentUserUpdates } from '../../../lib/current-user';
import { needsAccountDetails } from './account-details-redirect';
import type { RegisteredAs } from '../api/registration-api';
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
 * for a new account (to /created) or straight to /updated for an existing one. ?step=details opens
 * the details step for a signed-in account that never gave them (see AccountDetailsRedirect).
 */
export function RegistrationWizard() {
  const currentUser = useCurrentUser();
  const [searchParams] = useSearchParams();
  const [chosenStep, setStep] = useState<Step>({ name: 'email', email: '' });
  // The first step keeps the page's natural focus; later steps move it to their heading.
  const [changedStep, setChangedStep] = useState(false);
  // Derived, not initial state: on a reload of ?step=details the user is still loading at first.
  const step: Step =
    !changedStep && searchParams.get('step') === 'details' && needsAccountDetails(currentUser)
      ? { name: 'details', email: currentUser.email ?? '' }
      : chosenStep;
  const navigate = useNavigate();
  const { setUser, reloadUser } = useCurrentUserUpdates();

  const goTo = (next: Step) => {
    setChangedStep(true);
    setStep(next);
  };
  const back = () => {
    goTo({ name: 'email', email: step.email });
  };

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
