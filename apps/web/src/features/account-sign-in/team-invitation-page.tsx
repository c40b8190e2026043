import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorStatus } from '../../shared/api/accounts/account-errors';
import { acceptTeamInvitation, teamInvitationQueryOptions } from '../../shared/api/accounts/team-invitations';
import { DEFAULT_AFTER_SIGN_IN } from '../../shared/lib/next-path';
import { Spinner } from '../../shared/ui/spinner';
import { AccountPage, FormAlert, PasswordField, TextField } from './account-form';
import { ACCOUNT_TEXTS as T, ROLE_NAMES } from './texts';
import { useAccountForm } from './use-account-form';

/** The team invitation's link: who invites whom as what; a name and a password create the account. */
export function TeamInvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery(teamInvitationQueryOptions(token));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm<'name' | 'password'>();

  if (invitation.isPending) return <Spinner label={T.loading} />;
  if (invitation.isError) {
    const status = errorStatus(invitation.error);
    const message = status === 410 ? T.invitationExpired : T.invitationUnknown;
    return (
      <AccountPage title={T.invitationTitle}>
        <FormAlert message={message} />
      </AccountPage>
    );
  }
  const view = invitation.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async () => {
      await acceptTeamInvitation(token, { name, password });
      await navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
    });
  };
  return (
    <AccountPage title={T.invitationTitle}>
      <p>{T.invitationIntro(view.companyName)}</p>
      <dl className="account-page__facts">
        <dt>{T.email}</dt>
        <dd>{view.email}</dd>
        <dt>{T.invitationRole}</dt>
        <dd>{ROLE_NAMES[view.role]}</dd>
      </dl>
      <form noValidate onSubmit={onSubmit} aria-label={T.invitationTitle}>
        <TextField
          label={T.yourName}
          value={name}
          onChange={setName}
          error={form.errors.name}
          autoComplete="name"
        />
        <PasswordField
          label={T.password}
          value={password}
          onChange={setPassword}
          error={form.errors.password}
          helperText={T.passwordHelp}
          autoComplete="new-password"
        />
        <FormAlert message={form.formError} />
        <div className="account-page__actions">
          <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
            {T.acceptInvitation}
          </button>
        </div>
      </form>
    </AccountPage>
  );
}
