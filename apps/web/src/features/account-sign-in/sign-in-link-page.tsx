import { useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../shared/api/accounts/account-errors';
import { confirmSignInLink } from '../../shared/api/accounts/session';
import { DEFAULT_AFTER_SIGN_IN } from '../../shared/lib/next-path';
import { AccountPage, FormAlert } from './account-form';
import { ACCOUNT_TEXTS as T } from './texts';
import { useAccountForm } from './use-account-form';

/**
 * A mailed sign-in link. It signs in only when the person presses the button: mail scanners open links
 * to check them, and one that signed in on load would use the link up (or sign the scanner in).
 */
export function SignInLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useAccountForm<never>();
  const confirm = () =>
    void form.submit(
      async () => {
        await confirmSignInLink(token);
        await navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
      },
      (error) => {
        const status = errorStatus(error);
        if (status !== 400 && status !== 401 && status !== 404 && status !== 410) return false;
        form.setFormError(T.linkInvalid);
        return true;
      },
    );
  return (
    <AccountPage title={T.linkTitle}>
      <p>{T.linkIntro}</p>
      <FormAlert message={form.formError} />
      <div className="account-page__actions mt-3">
        <button type="button" className="btn btn-primary" disabled={form.isBusy} onClick={confirm}>
          {T.signIn}
        </button>
      </div>
    </AccountPage>
  );
}
