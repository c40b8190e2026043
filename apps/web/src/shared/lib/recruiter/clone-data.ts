import type { Questionnaire } from '@vi/contracts';

/** What the questionnaire list hands over in router state to clone (spec §2: cloneData with isCloning). */
export type CloneData = Pick<Questionnaire, 'questionnaireName' | 'contentType' | 'questions'> &
  Partial<Pick<Questionnaire, 'settings' | 'criteria'>> & { isCloning: true };
