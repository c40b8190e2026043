import { useCallback, useState } from 'react';
import { MessageDialog } from '../../../shared/ui/message-dialog';
import { DIALOG_TITLES, QUESTION_TEXTS, confirmRerecordMessage } from './texts';

export type DialogContent = {
  title: string;
  message: string;
  /** The dialog's one button, when it does more than close (e.g. "Go to the start page"). */
  closeLabel?: string;
  /** Runs as the dialog closes, however it is closed. */
  onClosed?: () => void;
};
// Kept after closing so the dialog's fade-out still shows its words.
type DialogState = (DialogContent & { isOpen: boolean }) | undefined;

/** Why Connection Lost is open: the connection went, or an action was refused for want of it. */
type OfflineReason = 'wentOffline' | 'refused' | undefined;

/**
 * The question screen's dialogs: Connection Lost follows the connection (it opens when the connection
 * goes, closes when it is back, and opens when an action is refused for want of it), and one error dialog
 * at a time. While a take is underway, going offline opens no dialog over the camera: the take goes on
 * and is kept on the device, which the screen's banner says (docs/decisions/0029-offline-mid-take.md).
 */
export function useAnswerDialogs(isOnline: boolean) {
  const [dialog, setDialogState] = useState<DialogState>(undefined);
  const [offlineReason, setOfflineReason] = useState<OfflineReason>(isOnline ? undefined : 'wentOffline');
  // Adjusted while rendering, React's pattern for state that follows a changing input.
  const [lastOnline, setLastOnline] = useState(isOnline);
  if (lastOnline !== isOnline) {
    setLastOnline(isOnline);
    setOfflineReason(isOnline ? undefined : 'wentOffline');
  }

  const showDialog = useCallback(
    (content: DialogContent) => setDialogState({ ...content, isOpen: true }),
    [],
  );
  const showOffline = useCallback(() => setOfflineReason('refused'), []);
  const closeDialog = useCallback(() => {
    setDialogState((current) => current && { ...current, isOpen: false });
    if (dialog?.isOpen) dialog.onClosed?.();
  }, [dialog]);
  const closeOffline = useCallback(() => setOfflineReason(undefined), []);

  return { dialog, offlineReason, showDialog, showOffline, closeDialog, closeOffline };
}

type AnswerDialogsProps = {
  dialogs: ReturnType<typeof useAnswerDialogs>;
  silence: { silent: boolean; reset: () => void };
  /** Rerecord asks first while a take is kept: how many tries the new take leaves to choose from. */
  rerecordConfirm: { isOpen: boolean; triesLeft: number; onConfirm: () => void; onCancel: () => void };
  /** A take is being recorded or is kept on screen: losing the connection does not interrupt it. */
  isTakeUnderway: boolean;
};

/** The first control that can be used (a take that failed to start disabled the one pressed meanwhile). */
function firstAnswerControl(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.answer-controls button:not(:disabled)');
}

/** Connection Lost wins over the others: with no connection, nothing else can be acted on. */
export function AnswerDialogs({ dialogs, silence, rerecordConfirm, isTakeUnderway }: AnswerDialogsProps) {
  const { dialog, offlineReason } = dialogs;
  const isOfflineDialogOpen =
    offlineReason === 'refused' || (offlineReason === 'wentOffline' && !isTakeUnderway);
  const isOtherAllowed = !isOfflineDialogOpen;
  const fallbackFocus = firstAnswerControl;
  return (
    <>
      <MessageDialog
        id="connection-lost"
        show={isOfflineDialogOpen}
        title={DIALOG_TITLES.connectionLost}
        message={QUESTION_TEXTS.offline}
        onClose={dialogs.closeOffline}
        fallbackFocus={fallbackFocus}
      />
      <MessageDialog
        id="silence"
        show={silence.silent && isOtherAllowed}
        title={DIALOG_TITLES.silence}
        message={QUESTION_TEXTS.silenceWarning}
        onClose={silence.reset}
        fallbackFocus={fallbackFocus}
      />
      <MessageDialog
        id="answer-error"
        show={dialog?.isOpen === true && isOtherAllowed}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        onClose={dialogs.closeDialog}
        fallbackFocus={fallbackFocus}
        actions={
          dialog?.closeLabel === undefined
            ? undefined
            : [{ label: dialog.closeLabel, onClick: dialogs.closeDialog }]
        }
      />
      <MessageDialog
        id="rerecord-confirm"
        show={rerecordConfirm.isOpen && isOtherAllowed}
        title={QUESTION_TEXTS.confirmRerecordTitle}
        message={confirmRerecordMessage(rerecordConfirm.triesLeft)}
        onClose={rerecordConfirm.onCancel}
        fallbackFocus={fallbackFocus}
        actions={[
          { label: QUESTION_TEXTS.keepTake, onClick: rerecordConfirm.onCancel, variant: 'outline-secondary' },
          { label: QUESTION_TEXTS.discardAndRecord, onClick: rerecordConfirm.onConfirm, variant: 'danger' },
        ]}
      />
    </>
  );
}
