/**
 * Public addresses of an answer's media. The routes that serve them (with range requests and the
 * recruiter's authorization) arrive with the recording issue; until then these links are only built.
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

const answerMediaUrl = (answerId: string, kind: 'video' | 'audio' | 'thumbnail') =>
  `/api/v1/media/answers/${encodeURIComponent(answerId)}/${kind}`;

export function answerMediaUrls(media: AnswerMedia): MediaUrls {
  const isVideo = media.contentType === 'Video';
  // An audio answer's recording is its audio; a video answer has audio only once a track is extracted.
  const hasAudio = media.audioKey !== null || (!isVideo && media.mediaKey !== null);
  return {
    videoUrl: isVideo && media.mediaKey !== null ? answerMediaUrl(media.answerId, 'video') : null,
    audioUrl: hasAudio ? answerMediaUrl(media.answerId, 'audio') : null,
    thumbnailUrl: media.thumbnailKey !== null ? answerMediaUrl(media.answerId, 'thumbnail') : null,
  };
}

export const resumeUrl = (applicationId: string) =>
  `/api/v1/interviews/${encodeURIComponent(applicationId)}/resume`;
