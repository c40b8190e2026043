import { useCallback, useState } from 'react';
import { BootstrapMessageDialog } from './bootstrap-message-dialog';
import { DIALOG_TITLES, QUESTION_TEXTS } from './texts';

export type DialogContent = { title: string; message: string };
// Kept after closing so the dialog's fade-out still shows its words.
type DialogState = (DialogContent & { isOpen: boolean }) | undefined;

/**
 * The question screen's dialogs: Connection Lost follows the connection (it opens when the connection
 * goes, closes when it is back, and can be opened by a refused action), and one error dialog at a time.
 */
export function useAnswerDialogs(isOnline: boolean) {
  const [dialog, setDialogState] = useState<DialogState>(undefined);
  const [isOfflineDialogOpen, setOfflineDialogOpen] = useState(!isOnline);
  // Adjusted while rendering, React's pattern for state that follows a changing input.
  const [lastOnline, setLastOnline] = useState(isOnline);
  if (lastOnline !== isOnline) {
    setLastOnline(isOnline);
    setOfflineDialogOpen(!isOnline);
  }

  const showDialog = useCallback(
    (content: DialogContent) => setDialogState({ ...content, isOpen: true }),
    [],
  );
  const showOffline = useCallback(() => setOfflineDialogOpen(true), []);
  const closeDialog = useCallback(
    () => setDialogState((current) => current && { ...current, isOpen: false }),
    [],
  );
  const closeOffline = useCallback(() => setOfflineDialogOpen(false), []);

  return { dialog, isOfflineDialogOpen, showDialog, showOffline, closeDialog, closeOffline };
}

type AnswerDialogsProps = {
  dialogs: ReturnType<typeof useAnswerDialogs>;
  silence: { silent: boolean; reset: () => void };
};

/** Connection Lost wins over the others: with no connection, nothing else can be acted on. */
export function AnswerDialogs({ dialogs, silence }: AnswerDialogsProps) {
  const { dialog, isOfflineDialogOpen } = dialogs;
  return (
    <>
      <BootstrapMessageDialog
        id="connection-lost"
        show={isOfflineDialogOpen}
        title={DIALOG_TITLES.connectionLost}
        message={QUESTION_TEXTS.offline}
        onClose={dialogs.closeOffline}
      />
      <BootstrapMessageDialog
        id="silence"
        show={silence.silent && !isOfflineDialogOpen}
        title={DIALOG_TITLES.silence}
        message={QUESTION_TEXTS.silenceWarning}
        onClose={silence.reset}
      />
      <BootstrapMessageDialog
        id="answer-error"
        show={dialog?.isOpen === true && !isOfflineDialogOpen}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        onClose={dialogs.closeDialog}
      />
    </>
  );
}
