import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/env.js';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { Mailer } from '../infra/mail/mailer.js';
import type { MediaTools } from '../infra/media/ffmpeg.js';
import type { JobQueue } from '../infra/queue/queue.js';
import type { Storage } from '../infra/storage/storage.js';
import { transcribesLanguage, type Transcriber } from '../infra/transcription/transcriber.js';
import { describeTranscriptionEngine } from '../infra/transcription/transcription-engine.js';
import type { SpeechSynthesizer } from '../infra/tts/synthesizer.js';
import { createMailLinkThrottle } from '../modules/accounts/mail-link-throttle.js';
import { createPasswordChangeService } from '../modules/accounts/password-change.service.js';
import { createPasswordHasher } from '../modules/accounts/password-hasher.js';
import { createPasswordResetService } from '../modules/accounts/password-reset.service.js';
import { createSessionService } from '../modules/accounts/session.service.js';
import { createSignInLinkService } from '../modules/accounts/sign-in-link.service.js';
import { createTeamInvitationAcceptanceService } from '../modules/accounts/team-invitation-acceptance.service.js';
import { createTwoFactorService } from '../modules/accounts/two-factor.service.js';
import { createSetupService } from '../modules/accounts/setup.service.js';
import { createSignInService } from '../modules/accounts/sign-in.service.js';
import { createSignInThrottle } from '../modules/accounts/sign-in-throttle.js';
import { createApiKeyService } from '../modules/api-keys/api-key.service.js';
import { createApplicantService } from '../modules/applications/applicant.service.js';
import { createAnswerService } from '../modules/answers/answer.service.js';
import { createScreeningService } from '../modules/interviews/screening.service.js';
import type { AuditLog } from '../modules/audit/audit-log.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createTenantProvisioner } from '../modules/companies/tenant-provisioning.js';
import { createTokenService } from '../modules/auth/token.service.js';
import { createClientLogService } from '../modules/client-logs/client-log.service.js';
import { createCompanyService } from '../modules/companies/company.service.js';
import { createExplainerService, ffmpegVideoMaker } from '../modules/explainer/explainer.service.js';
import { createFunnelService } from '../modules/funnel/funnel.service.js';
import { createHomeService } from '../modules/home/home.service.js';
import { createInterviewExportService } from '../modules/interviews/interview-export.service.js';
import { createInterviewService } from '../modules/interviews/interview.service.js';
import { createBulkInviteService } from '../modules/invitations/bulk-invite.service.js';
import { createInvitationLifecycleService } from '../modules/invitations/invitation-lifecycle.service.js';
import { createInvitationMailer } from '../modules/invitations/invitation-mailing.js';
import { createInvitationService } from '../modules/invitations/invitation.service.js';
import { createJobService } from '../modules/jobs/job.service.js';
import { createMediaService } from '../modules/media/media.service.js';
import { createPrivacyExportService } from '../modules/privacy-export/privacy-export.service.js';
import { createErasureService } from '../modules/privacy/erasure.service.js';
import { createPrivacyService } from '../modules/privacy/privacy.service.js';
import { createRetentionService } from '../modules/privacy/retention.service.js';
import { createJobQuestionnaireService } from '../modules/questionnaires/job-questionnaire.service.js';
import { createQuestionnaireService } from '../modules/questionnaires/questionnaire.service.js';
import type { TakeStore } from '../modules/recordings/take-store/take-store.js';
import { createActivityService } from '../modules/reviews/activity.service.js';
import { createNoteService } from '../modules/reviews/note.service.js';
import { createReviewService } from '../modules/reviews/review.service.js';
import { createStageService } from '../modules/reviews/stage.service.js';
import { createSsoClient, createSsoService } from '../modules/sso/index.js';
import { createShareLinkService } from '../modules/sharing/share-link.service.js';
import { createSharedService } from '../modules/sharing/shared.service.js';
import { createAccessEnding, endWhatWasMadeBy } from '../modules/team/access-ending.js';
import { createTeamService } from '../modules/team/team.service.js';
import { createTtsService } from '../modules/tts/tts.service.js';
import type { CompanyEvents } from '../modules/webhooks/company-events.js';
import { createWebhookService } from '../modules/webhooks/webhook.service.js';
import { clipSecretOf } from './clip-secret.js';

/** What the services are made of: the runtime's adapters. */
export interface ServiceParts {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  storage: Storage;
  queue: JobQueue;
  transcriber: Transcriber;
  synthesizer: SpeechSynthesizer;
  mailer: Mailer;
  media: MediaTools;
  events: CompanyEvents;
  audit: AuditLog;
  takes: TakeStore;
  log: FastifyBaseLogger;
}

/** Cookies are Secure when the product is served over https, except on localhost (docs/accounts.md). */
export function secureCookiesFor(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1';
}

/** Each module's services, each made once with the dependencies it names. */
export function createServices(parts: ServiceParts) {
  const { config, db, dialect, storage, queue, transcriber, synthesizer, mailer, events, audit, log } = parts;
  const { publicUrl } = config;
  const transcriptionEngine = () => describeTranscriptionEngine(config.transcription, transcriber);
  const invitations = createInvitationService({ db, storage, mailer, publicUrl, log, events });
  const erasure = createErasureService({ db, storage, queue, events, log, takes: parts.takes });
  const sessions = createSessionService({ db, secureCookies: secureCookiesFor(publicUrl) });
  const passwords = createPasswordHasher();
  const mailLinkThrottle = createMailLinkThrottle({ db });
  const signInThrottle = createSignInThrottle({ db });
  const accountParts = { db, passwords, sessions, throttle: signInThrottle, audit };

  return {
    tokens: createTokenService(config.jwt),
    sessions,
    passwords,
    passwordReset: createPasswordResetService({
      db,
      mailer,
      publicUrl,
      passwords,
      audit,
      throttle: mailLinkThrottle,
      log,
    }),
    passwordChange: createPasswordChangeService({ db, passwords, audit }),
    signInLinks: createSignInLinkService({
      db,
      mailer,
      publicUrl,
      enabled: config.mail.smtpUrl !== undefined,
      sessions,
      audit,
      throttle: mailLinkThrottle,
      log,
    }),
    twoFactor: createTwoFactorService({ db, passwords, audit }),
    teamInvitationAcceptance: createTeamInvitationAcceptanceService({ db, passwords, sessions, audit }),
    sso: createSsoService({ db, client: createSsoClient(), publicUrl, audit, log }),
    signInThrottle,
    setup: createSetupService(accountParts),
    signIn: createSignInService(accountParts),
    tenants: createTenantProvisioner({ db, dialect }),
    apiKeys: createApiKeyService({
      db,
      lastUsedIntervalMs: config.integrations.apiKeys.lastUsedIntervalMs,
      log,
      audit,
      afterRevoke: (trx, apiKeyId, actor) =>
        endWhatWasMadeBy(trx, audit, { apiKeyIds: [apiKeyId] }, actor, 'api_key_revoked'),
    }),
    accessEnding: createAccessEnding({ db, audit }),
    team: createTeamService({ db, audit, mailer, publicUrl, log }),
    companies: createCompanyService({ db, audit }),
    questionnaires: createQuestionnaireService({ db, audit }),
    jobQuestionnaires: createJobQuestionnaireService({ db, audit }),
    jobs: createJobService({ db }),
    invitations,
    bulkInvites: createBulkInviteService({ invitations, log }),
    invitationLifecycle: createInvitationLifecycleService({
      db,
      queue,
      mail: createInvitationMailer({ mailer, publicUrl, log }),
      publicUrl,
    }),
    applicants: createApplicantService({
      db,
      events,
      transcriptionEngine,
      transcribesLanguage: (language) => transcribesLanguage(transcriber, language),
    }),
    answers: createAnswerService({ db }),
    clientLogs: createClientLogService({ db, storeLevel: config.surface.clientLogs.storeLevel }),
    interviews: createInterviewService({ db, dialect, storage, events, audit }),
    screening: createScreeningService({ db, events, audit }),
    interviewExports: createInterviewExportService({ db, dialect, audit }),
    reviews: createReviewService({ db }),
    stages: createStageService({ db, events }),
    activity: createActivityService({ db, audit }),
    notes: createNoteService({ db, audit }),
    shareLinks: createShareLinkService({ db, publicUrl, audit }),
    shared: createSharedService({ db, storage, audit }),
    media: createMediaService({ db, storage, audit }),
    tts: createTtsService({ db, storage, synthesizer, log, clipSecret: clipSecretOf(config) }),
    explainer: createExplainerService({
      dataDir: config.dataDir,
      synthesizer,
      makeVideo: ffmpegVideoMaker(parts.media.binaries.ffmpeg),
      log,
    }),
    funnel: createFunnelService({ db, dialect }),
    home: createHomeService({ db }),
    webhooks: createWebhookService({
      db,
      queue,
      allowPrivateNetworks: config.integrations.webhooks.allowPrivateNetworks,
      audit,
    }),
    auditTrail: createAuditService({ db }),
    erasure,
    privacy: createPrivacyService({ db, erasure }),
    retention: createRetentionService({ db, erasure, log }),
    privacyExport: createPrivacyExportService({ db, storage, log, audit }),
  };
}

export type Services = ReturnType<typeof createServices>;
