import type { TeamMember, TeamMemberPatch } from '@vi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountErrorMessage } from '../../shared/api/accounts/account-errors';
import {
  patchTeamMember,
  reissueTeamInvitation,
  revokeTeamInvitation,
  teamKeys,
  teamQueryOptions,
} from '../../shared/api/accounts/team';
import { jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { meQueryOptions } from '../../shared/api/recruiter/users';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { Spinner } from '../../shared/ui/spinner';
import { InviteDialog } from './invite-dialog';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';
import { ReviewerAccessDialog } from './reviewer-access-dialog';
import { TEAM_TEXTS as T } from './texts';
import './team.css';

type Confirmation = { kind: 'deactivate' | 'transfer'; member: TeamMember } | null;

/** Owners and admins: the members, their roles and access, and the pending invitations. */
export function TeamPage() {
  const { companyId, userId, session } = useRecruiterIdentity();
  const queryClient = useQueryClient();
  const team = useQuery(teamQueryOptions(companyId));
  const jobs = useQuery(jobsQueryOptions(companyId));
  const me = useQuery(meQueryOptions());
  const [isInviting, setIsInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [accessOf, setAccessOf] = useState<TeamMember | null>(null);
  const [links, setLinks] = useState<Record<string, { link: string; renewed: boolean }>>({});
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const viewerIsOwner = (me.data?.role ?? session?.role) === 'owner';

  const reload = () => queryClient.invalidateQueries({ queryKey: teamKeys.list(companyId) });
  /** One change at a time; the outcome is announced in the page's status or alert. */
  const run = async (action: () => Promise<void>, done: string): Promise<void> => {
    setStatus('');
    setError('');
    try {
      await action();
      setStatus(done);
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      await reload();
    }
  };
  const patch = (member: TeamMember, body: TeamMemberPatch, done: string) =>
    run(() => patchTeamMember(companyId, member.userId, body), done);

  const confirm = () => {
    if (confirmation === null) return;
    const { kind, member } = confirmation;
    setConfirmation(null);
    if (kind === 'deactivate') void patch(member, { active: false }, T.memberDeactivated(member.name));
    else
      void patch(member, { role: 'owner' }, T.transferred(member.name)).then(() =>
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      );
  };

  return (
    <section className="team-page" aria-labelledby="team-title">
      <div className="team-page__header">
        <h2 id="team-title">{T.title}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setIsInviting(true)}>
          {T.invite}
        </button>
      </div>
      <p>{T.intro}</p>
      <div role="status" aria-live="polite">
        {status !== '' && <p className="alert alert-success">{status}</p>}
      </div>
      <div role="alert">{error !== '' && <p className="alert alert-danger">{error}</p>}</div>
      {team.isPending && <Spinner label={T.loading} />}
      {team.isError && <p role="alert">{T.loadFailed}</p>}
      {team.data !== undefined && (
        <>
          {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
          <div className="table-responsive" role="region" aria-label={T.members} tabIndex={0}>
            <table className="table align-middle">
              <caption className="visually-hidden">{T.members}</caption>
              <thead>
                <tr>
                  {[T.name, T.email, T.role, T.status, T.lastSignIn, T.twoFactor, T.actions].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {team.data.data.map((member) => (
                  <MemberRow
                    key={member.userId}
                    member={member}
                    isSelf={member.userId === userId}
                    viewerIsOwner={viewerIsOwner}
                    onRole={(m, role) => void patch(m, { role }, T.roleChanged(m.name))}
                    onDeactivate={(m) => setConfirmation({ kind: 'deactivate', member: m })}
                    onReactivate={(m) => void patch(m, { active: true }, T.reactivated(m.name))}
                    onTransfer={(m) => setConfirmation({ kind: 'transfer', member: m })}
                    onAccess={setAccessOf}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <PendingInvitations
            invitations={team.data.invitations}
            links={links}
            onRevoke={(invitation) =>
              void run(() => revokeTeamInvitation(companyId, invitation.id), T.revoked)
            }
            onReissue={(invitation) =>
              void run(async () => {
                const { id, link } = await reissueTeamInvitation(companyId, invitation.id);
                if (link !== undefined) setLinks((all) => ({ ...all, [id]: { link, renewed: true } }));
              }, T.reissued(invitation.email))
            }
          />
        </>
      )}
      <InviteDialog
        show={isInviting}
        companyId={companyId}
        jobs={jobs.data ?? []}
        onClose={() => setIsInviting(false)}
        onInvited={(result) => {
          const { id, link } = result;
          if (link !== undefined) setLinks((all) => ({ ...all, [id]: { link, renewed: false } }));
          setStatus(T.invited(result.email));
          void reload();
        }}
      />
      <ReviewerAccessDialog
        member={accessOf}
        jobs={jobs.data ?? []}
        onClose={() => setAccessOf(null)}
        onSave={async (member, body) => {
          setAccessOf(null);
          await patch(member, body, T.saved);
        }}
      />
      <MessageDialog
        id="team-confirm"
        show={confirmation !== null}
        title={
          confirmation === null
            ? ''
            : confirmation.kind === 'deactivate'
              ? T.deactivateTitle(confirmation.member.name)
              : T.transferTitle(confirmation.member.name)
        }
        message={confirmation?.kind === 'transfer' ? T.transferMessage : T.deactivateMessage}
        onClose={() => setConfirmation(null)}
        actions={[
          { label: T.cancel, onClick: () => setConfirmation(null), variant: 'outline-secondary' },
          {
            label: confirmation?.kind === 'transfer' ? T.transfer : T.deactivate,
            onClick: confirm,
            variant: 'danger',
          },
        ]}
      />
    </section>
  );
}
