// Serving stored answer media and files, for recruiters and through share links.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { answerCaptions, type CaptionsReply } from './answer-captions.js';
export { findAnswerMedia } from './media.repository.js';
export { webVttFile } from './media.routes.js';
export {
  ANSWER_ID,
  fileOf,
  type MediaKind,
  mediaNotFound,
  type MediaReply,
  serveStoredFile,
  type StoredFileRequest,
} from './media.service.js';
