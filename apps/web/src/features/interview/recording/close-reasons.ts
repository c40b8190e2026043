import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import { APPLICANT_MESSAGES } from '../../../shared/i18n/applicant-i18n';

/**
 * What the applicant is told when the server closed a connection before any recording began: a refusal
 * with a reason of its own (too many connections from the network, or for this interview) says so;
 * anything else is a connection error.
 */
export function refusalMessage(closeCode: number): string {
  switch (closeCode) {
    case RECORDING_CLOSE_CODES.tooManyConnections:
    case RECORDING_CLOSE_CODES.tooManyForApplication:
      return APPLICANT_MESSAGES.tooManyConnections;
    default:
      return APPLICANT_MESSAGES.connectionError;
  }
}
