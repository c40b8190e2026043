/**
 * Addresses of an answer's media, served by modules/media with range requests: to the recruiter's
 * company, or (with `applicantGuid`) to the applicant while their interview is open.
 */
export interface AnswerMedia {
  answerId: string;
  contentType: 'Audio' | 'Video';
  mediaKey: string | null;
  audioKey: string | null;
  thumbnailKey: string | null;
}

export interface MediaUrls {
  videoUrl: string | null;
  audioUrl: string | null;
  thumbnailUrl: string | null;
}

const answerMediaUrl = (answerId: string, kind: 'video' | 'audio' | 'thumbnail', applicantGuid?: string) =>
  `/api/v1/media/answers/${encodeURIComponent(answerId)}/${kind}${
    applicantGuid ? `?guid=${encodeURIComponent(applicantGuid)}` : ''
  }`;

/** With `applicantGuid`, the links carry the applicant's own key, for playing back their take. */
export function answerMediaUrls(media: AnswerMedia, applicantGuid?: string): MediaUrls {
  const isVideo = media.contentType === 'Video';
  // An audio answer's recording is its audio; a video answer has audio only once a track is extracted.
  const hasAudio = media.audioKey !== null || (!isVideo && media.mediaKey !== null);
  return {
    videoUrl:
      isVideo && media.mediaKey !== null ? answerMediaUrl(media.answerId, 'video', applicantGuid) : null,
    audioUrl: hasAudio ? answerMediaUrl(media.answerId, 'audio', applicantGuid) : null,
    thumbnailUrl:
      media.thumbnailKey !== null ? answerMediaUrl(media.answerId, 'thumbnail', applicantGuid) : null,
  };
}

export const resumeUrl = (applicationId: string) =>
  `/api/v1/interviews/${encodeURIComponent(applicationId)}/resume`;
