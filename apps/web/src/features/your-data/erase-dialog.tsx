import { MessageDialog } from '../../shared/ui/message-dialog';
import { YOUR_DATA_TEXTS as T } from './texts';

type EraseDialogProps = {
  show: boolean;
  isErasing: boolean;
  /** Why the last try failed, shown in the dialog; '' when it did not. */
  error: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The confirmation step before an erasure: what goes, who is told, and that it cannot be undone. */
export function EraseDialog({ show, isErasing, error, onCancel, onConfirm }: EraseDialogProps) {
  return (
    <MessageDialog
      id="erase-interview"
      show={show}
      title={T.dialogTitle}
      onClose={() => {
        if (!isErasing) onCancel();
      }}
      message={
        <>
          <p>{T.dialogIntro}</p>
          <ul>
            {T.dialogItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{T.dialogCompany}</p>
          <p>
            <strong>{T.dialogUndo}</strong>
          </p>
          {error && (
            <p role="alert" className="your-data__error">
              {error}
            </p>
          )}
        </>
      }
      actions={[
        {
          label: T.cancel,
          variant: 'outline-secondary',
          onClick: () => {
            if (!isErasing) onCancel();
          },
        },
        { label: isErasing ? T.erasing : T.confirm, variant: 'danger', onClick: onConfirm },
      ]}
    />
  );
}
