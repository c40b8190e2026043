import { createSessionStore, type SessionStore } from '../../../shared/storage/session-store';

/**
 * The applicant's session values (spec §3: applicantGuid, jobId, interviewId, companyId, job, ttsAudio,
 * questionnaires, selectedAudioDeviceId, selectedCameraDeviceId, isBlurEnabled), encrypted and expiring
 * after 24 h. Onboarding writes them; the question screens read them (the question routes carry no guid).
 */
export const interviewSession: SessionStore = createSessionStore();
