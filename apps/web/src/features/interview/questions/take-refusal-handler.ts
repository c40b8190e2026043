import { ChannelError } from '../recording/channel-error';
import { APPLICANT_MESSAGES } from '../../../shared/i18n/applicant-i18n';
import type { DialogContent } from './answer-dialogs';
import type { TakeNavigation } from './take-ports';
import { startRefusalOf } from './take-refusals';
import { DIALOG_TITLES, QUESTION_TEXTS } from './texts';

/**
 * What the page does when the server refuses to open a take (a new attempt, or the resume of a take found
 * after a reload): move on, go back to onboarding for consent, or say why.
 */
export function handleOpenRefusal(
  error: unknown,
  options: {
    navigation: TakeNavigation;
    showDialog: (content: DialogContent) => void;
    onNoMoreAttempts: () => void;
  },
): void {
  const { navigation, showDialog } = options;
  if (!(error instanceof ChannelError)) {
    showDialog({ title: DIALOG_TITLES.recordingError, message: APPLICANT_MESSAGES.connectionError });
    return;
  }
  switch (startRefusalOf(error.code)) {
    case 'leaveCompletedInterview':
      navigation.leaveCompletedInterview();
      return;
    case 'nextQuestion':
      navigation.completeQuestion();
      return;
    case 'noMoreAttempts':
      options.onNoMoreAttempts();
      showDialog({ title: DIALOG_TITLES.recordingError, message: APPLICANT_MESSAGES.noMoreAttempts });
      return;
    case 'consentRequired':
      showDialog({
        title: DIALOG_TITLES.consentRequired,
        message: error.message,
        closeLabel: QUESTION_TEXTS.backToStart,
        onClosed: navigation.backToOnboarding,
      });
      return;
    case 'leaveExpiredInterview':
      navigation.leaveExpiredInterview();
      return;
    case 'showMessage':
      showDialog({ title: DIALOG_TITLES.recordingError, message: error.message });
      return;
  }
}
