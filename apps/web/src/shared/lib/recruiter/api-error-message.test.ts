import type { AxiosHeaders } from 'axios';
import { API_ERROR_CODES, MESSAGES } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { axiosFailure } from '../../../test/recruiter/fixtures';
import english from '../../i18n/locales/en/recruiter-errors.json';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../i18n/recruiter-i18n';
import { apiErrorMessage } from './api-error-message';

/** A 429 RESEND_THROTTLED as the server sends it: its English sentence and Retry-After in seconds. */
function throttled(seconds: number) {
  const failure = axiosFailure(429, {
    message: 'This invitation was sent again less than 10 minutes ago. You can resend it in 7 minutes.',
    code: API_ERROR_CODES.resendThrottled,
  });
  (failure.response!.headers as AxiosHeaders).set('retry-after', String(seconds));
  return failure;
}

describe('apiErrorMessage', () => {
  afterEach(() => resetRecruiterLanguage());

  it("uses the server's message, or the fallback when there is none", () => {
    expect(apiErrorMessage(axiosFailure(400, { message: 'The file is empty.' }), 'x')).toBe(
      'The file is empty.',
    );
    expect(apiErrorMessage(axiosFailure(500, 'oops'), 'Try again.')).toBe('Try again.');
    expect(apiErrorMessage(new Error('boom'), 'Try again.')).toBe('Try again.');
  });

  it('holds every contracts message, in English word for word', () => {
    expect(english.messages).toEqual(MESSAGES);
  });

  it('shows a message the contracts word in the recruiter’s language, and as is in English', async () => {
    const taken = axiosFailure(409, { message: MESSAGES.alreadyInvited, code: 'CONFLICT' });
    expect(apiErrorMessage(taken, 'Fallback')).toBe(MESSAGES.alreadyInvited);
    await applyRecruiterLanguage('de');
    expect(apiErrorMessage(taken, 'Ersatz')).toBe(
      'Dieser Bewerber wurde bereits zum Interview für diese Stelle eingeladen.',
    );
    await applyRecruiterLanguage('pt-BR');
    expect(apiErrorMessage(taken, 'Reserva')).toBe(
      'Este candidato já foi convidado para a entrevista desta vaga.',
    );
  });

  it('shows the caller’s translated fallback for a server message only English has', async () => {
    const refused = axiosFailure(400, { message: 'The webhook address must use https.', code: 'VALIDATION' });
    await applyRecruiterLanguage('fr');
    expect(apiErrorMessage(refused, 'La modification a échoué.')).toBe('La modification a échoué.');
    expect(apiErrorMessage(axiosFailure(500, 'oops'), 'La modification a échoué.')).toBe(
      'La modification a échoué.',
    );
  });

  it('says a refused resend’s wait from Retry-After, counted as the server counts it', async () => {
    expect(apiErrorMessage(throttled(420), 'Fallback')).toBe(
      'This invitation was sent again less than 10 minutes ago. You can resend it in 7 minutes.',
    );
    await applyRecruiterLanguage('de');
    expect(apiErrorMessage(throttled(420), 'Ersatz')).toBe(
      'Diese Einladung kann noch nicht erneut gesendet werden. Sie können sie in 7 Minuten erneut senden.',
    );
    expect(apiErrorMessage(throttled(30), 'Ersatz')).toContain('in 1 Minute erneut');
    expect(apiErrorMessage(throttled(20 * 3600), 'Ersatz')).toContain('in 20 Stunden erneut');
    await applyRecruiterLanguage('es');
    expect(apiErrorMessage(throttled(3600), 'x')).toBe(
      'Esta invitación aún no se puede volver a enviar. Podrá reenviarla dentro de 60 minutos.',
    );
    // Without Retry-After there is no wait to tell: the caller's fallback.
    const bare = axiosFailure(429, { message: 'Later.', code: API_ERROR_CODES.resendThrottled });
    expect(apiErrorMessage(bare, 'No se pudo reenviar.')).toBe('No se pudo reenviar.');
  });
});
