import type { BulkInviteRow } from '@vi/contracts';
import { CopyTextButton } from '../../shared/ui/recruiter/copy-text-button';
import { BULK_COPY_TEXTS, BULK_TEXTS, STATUS_LABELS } from './bulk-invite-texts';

const isGood = (row: BulkInviteRow) => row.status === 'created' || row.status === 'would_create';

/** Every row of the file with its values and what happens to it; problems are named beside the row. */
export function BulkRowsTable({ rows }: { rows: BulkInviteRow[] }) {
  return (
    <div className="bulk-invite__table-wrap" tabIndex={0} role="region" aria-label={BULK_TEXTS.tableCaption}>
      <table className="bulk-invite__table">
        <caption className="visually-hidden">{BULK_TEXTS.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{BULK_TEXTS.row}</th>
            <th scope="col">{BULK_TEXTS.firstName}</th>
            <th scope="col">{BULK_TEXTS.lastName}</th>
            <th scope="col">{BULK_TEXTS.email}</th>
            <th scope="col">{BULK_TEXTS.phone}</th>
            <th scope="col">{BULK_TEXTS.result}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className={isGood(row) ? undefined : 'bulk-invite__row--flagged'}>
              <th scope="row" data-label={BULK_TEXTS.row}>
                {row.row}
              </th>
              <td data-label={BULK_TEXTS.firstName}>{row.values.firstName}</td>
              <td data-label={BULK_TEXTS.lastName}>{row.values.lastName}</td>
              <td data-label={BULK_TEXTS.email} className="bulk-invite__email">
                {row.values.email}
              </td>
              <td data-label={BULK_TEXTS.phone}>{row.values.phone}</td>
              <td data-label={BULK_TEXTS.result}>
                <div>
                  <span className={`bulk-invite__status bulk-invite__status--${isGood(row) ? 'ok' : 'flag'}`}>
                    {STATUS_LABELS[row.status]}
                  </span>
                  {row.status === 'created' && row.mailSent === false && (
                    <span className="bulk-invite__not-mailed">{BULK_TEXTS.notMailed}</span>
                  )}
                  {row.interviewUrl !== undefined && (
                    <div className="bulk-invite__link">
                      <a href={row.interviewUrl} aria-label={BULK_TEXTS.linkLabel(row.row)}>
                        {row.interviewUrl}
                      </a>
                      <CopyTextButton
                        text={row.interviewUrl}
                        texts={{
                          copy: BULK_COPY_TEXTS.copy,
                          copied: BULK_COPY_TEXTS.copied,
                          failed: BULK_COPY_TEXTS.failed,
                        }}
                      />
                    </div>
                  )}
                  {row.errors && row.errors.length > 0 && (
                    <ul className="bulk-invite__errors">
                      {row.errors.map((e) => (
                        <li key={`${e.field ?? 'row'}-${e.message}`}>{e.message}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
