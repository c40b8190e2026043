import type { ReactNode } from 'react';
import { RecruiterLanguageGate } from '../../../shared/i18n/recruiter-language-gate';
import { MessageDialog } from '../../../shared/ui/message-dialog';
import { PageLayout } from '../../../shared/ui/page-layout';
import { Spinner } from '../../../shared/ui/spinner';
import { useSignInAccount } from '../api/sign-in-api';
import { SIGN_IN_TEXTS } from '../texts';
import './sign-in-confirmation.css';

type SignInConfirmationProps = {
  /** The link's token (already out of the address bar). */
  token: string;
  /** The browser holds another account's session, which continuing replaces. */
  replacesSession: boolean;
  onContinue: () => void;
  onCancel: () => void;
  /** What to show when the server does not know the link (forged, expired, a deactivated user). */
  invalid: ReactNode;
};

/**
 * Before a sign-in link signs this browser in, it says whose account it opens (the server names the user
 * and the company from the token) and asks: Continue or Cancel. Escape and the × cancel.
 */
export function SignInConfirmation(props: SignInConfirmationProps) {
  // Outside the recruiter area's language gate: nobody is known yet (the account pages' language).
  return (
    <RecruiterLanguageGate saved={undefined}>
      <Confirmation {...props} />
    </RecruiterLanguageGate>
  );
}

function Confirmation(props: SignInConfirmationProps) {
  const { token, replacesSession, onContinue, onCancel, invalid } = props;
  const state = useSignInAccount(token);
  if (state.status === 'invalid') return <>{invalid}</>;
  return (
    <PageLayout>
      <section className="sign-in-confirmation" aria-labelledby="sign-in-confirmation-heading">
        <h2 id="sign-in-confirmation-heading">{SIGN_IN_TEXTS.pageHeading}</h2>
        {state.status === 'loading' && <Spinner label={SIGN_IN_TEXTS.checking} />}
      </section>
      <MessageDialog
        id="sign-in-confirmation"
        show={state.status === 'ready'}
        title={SIGN_IN_TEXTS.title}
        message={
          state.status === 'ready' ? (
            <>
              <p className="sign-in-confirmation__account">
                {SIGN_IN_TEXTS.signingInAs(
                  state.account.name,
                  state.account.companyName ?? SIGN_IN_TEXTS.companyFallback(state.account.companyId),
                )}
              </p>
              {replacesSession && <p>{SIGN_IN_TEXTS.replacesSession}</p>}
              <p>{SIGN_IN_TEXTS.question}</p>
            </>
          ) : null
        }
        onClose={onCancel}
        actions={[
          { label: SIGN_IN_TEXTS.continue, onClick: onContinue },
          { label: SIGN_IN_TEXTS.cancel, onClick: onCancel, variant: 'outline-secondary' },
        ]}
      />
    </PageLayout>
  );
}
