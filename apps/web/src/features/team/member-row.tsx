import { ASSIGNABLE_ROLES, type Role, type TeamMember } from '@vi/contracts';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { ROLE_LABELS, TEAM_TEXTS as T } from './texts';

export type MemberActions = {
  onRole: (member: TeamMember, role: Role) => void;
  onDeactivate: (member: TeamMember) => void;
  onReactivate: (member: TeamMember) => void;
  onTransfer: (member: TeamMember) => void;
  onAccess: (member: TeamMember) => void;
};

type MemberRowProps = MemberActions & {
  member: TeamMember;
  isSelf: boolean;
  /** Only the owner may hand ownership on. */
  viewerIsOwner: boolean;
};

/** One member: their facts, and what an admin may change (never their own row, never the owner's role). */
export function MemberRow({ member, isSelf, viewerIsOwner, ...actions }: MemberRowProps) {
  const isEditable = !isSelf && member.role !== 'owner';
  // Each row's buttons name their member, so a screen reader's list of buttons tells them apart.
  const named = (label: string) => (
    <>
      {label} <span className="visually-hidden">{member.name}</span>
    </>
  );
  return (
    <tr>
      <th scope="row">
        {member.name} {isSelf && <span className="text-muted">{T.you}</span>}
      </th>
      <td>{member.email ?? ''}</td>
      <td>
        {isEditable ? (
          <select
            className="form-select form-select-sm team-page__role"
            aria-label={T.roleOf(member.name)}
            value={member.role}
            onChange={(event) => actions.onRole(member, event.target.value as Role)}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        ) : (
          ROLE_LABELS[member.role]
        )}
      </td>
      <td>{member.active ? T.active : T.deactivated}</td>
      <td>{member.lastSignInAt === null ? T.never : formatCreatedDate(member.lastSignInAt)}</td>
      <td>{member.twoFactor ? T.on : T.off}</td>
      <td>
        <div className="team-page__actions">
          {member.role === 'reviewer' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => actions.onAccess(member)}
            >
              {named(T.access)}
            </button>
          )}
          {isEditable &&
            (member.active ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => actions.onDeactivate(member)}
              >
                {named(T.deactivate)}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => actions.onReactivate(member)}
              >
                {named(T.reactivate)}
              </button>
            ))}
          {viewerIsOwner && isEditable && member.active && (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => actions.onTransfer(member)}
            >
              {named(T.transfer)}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
