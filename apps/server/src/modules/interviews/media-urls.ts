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
  /** Its transcript has words, so its captions can be made. */
  hasCaptions?: boolean;
}

export interface MediaUrls {
  videoUrl: string | null;
  audioUrl: string | null;
  thumbnailUrl: string | null;
  captionsUrl: string | null;
}

const answerMediaUrl = (answerId: string, kind: UrlKind, applicantGuid?: string) =>
  `/api/v1/media/answers/${encodeURIComponent(answerId)}/${kind}${
    applicantGuid ? `?guid=${encodeURIComponent(applicantGuid)}` : ''
  }`;

type UrlKind = 'video' | 'audio' | 'thumbnail' | 'captions';

/** The addresses of the files an answer has, each made by `urlOf`. */
function mediaUrls(media: AnswerMedia, urlOf: (kind: UrlKind) => string): MediaUrls {
  const isVideo = media.contentType === 'Video';
  // An audio answer's recording is its audio; a video answer has audio only once a track is extracted.
  const hasAudio = media.audioKey !== null || (!isVideo && media.mediaKey !== null);
  return {
    videoUrl: isVideo && media.mediaKey !== null ? urlOf('video') : null,
    audioUrl: hasAudio ? urlOf('audio') : null,
    thumbnailUrl: media.thumbnailKey !== null ? urlOf('thumbnail') : null,
    captionsUrl: media.hasCaptions === true ? urlOf('captions') : null,
  };
}

/** With `applicantGuid`, the links carry the applicant's own key, for playing back their take. */
export function answerMediaUrls(media: AnswerMedia, applicantGuid?: string): MediaUrls {
  return mediaUrls(media, (kind) => answerMediaUrl(media.answerId, kind, applicantGuid));
}

/** Through a share link: the link's token is the only credential these addresses need. */
export function sharedMediaUrls(media: AnswerMedia, token: string): MediaUrls {
  return mediaUrls(
    media,
    (kind) =>
      `/api/v1/shared/${encodeURIComponent(token)}/media/${encodeURIComponent(media.answerId)}/${kind}`,
  );
}

export const resumeUrl = (applicationId: string) =>
  `/api/v1/interviews/${encodeURIComponent(applicationId)}/resume`;
