import { RESUME_EXTENSIONS } from '@vi/contracts';

export type ResumeKind = (typeof RESUME_EXTENSIONS)[number];

export const RESUME_MIME: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_CENTRAL_DIR = 0x06054b50;
const WORD_FOLDER = Buffer.from('word/', 'latin1');

/** The extension of a client's file name, when it is one we accept. */
export function resumeKindOfName(fileName: string): ResumeKind | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return RESUME_EXTENSIONS.find((kind) => kind === ext);
}

/** What the bytes are, by their signature; a ZIP counts as DOCX only when it holds a word/ folder. */
export function resumeKindOfBytes(sample: { head: Buffer; tail: Buffer }): ResumeKind | undefined {
  const { head, tail } = sample;
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE2_MAGIC)) return 'doc';
  if (head.length >= 4 && head.readUInt32LE(0) === ZIP_LOCAL_HEADER) {
    return localHeadersNameWord(head) || centralDirectoryNamesWord(tail) ? 'docx' : undefined;
  }
  return undefined;
}

const startsWith = (buf: Buffer, prefix: Buffer) =>
  buf.length >= prefix.length && buf.subarray(0, prefix.length).equals(prefix);

/** Local file headers in the first bytes: Word writes word/document.xml near the start. */
function localHeadersNameWord(head: Buffer): boolean {
  for (
    let at = head.indexOf('PK\x03\x04', 0, 'latin1');
    at >= 0;
    at = head.indexOf('PK\x03\x04', at + 4, 'latin1')
  ) {
    if (at + 30 > head.length) break;
    const nameLength = head.readUInt16LE(at + 26);
    const name = head.subarray(at + 30, at + 30 + nameLength);
    if (startsWith(name, WORD_FOLDER)) return true;
  }
  return false;
}

/** The central directory at the end of the archive lists every entry, whatever order they were written in. */
function centralDirectoryNamesWord(tail: Buffer): boolean {
  const end = tail.lastIndexOf('PK\x05\x06', tail.length - 22, 'latin1');
  if (end < 0 || tail.readUInt32LE(end) !== ZIP_END_OF_CENTRAL_DIR) return false;
  const directorySize = tail.readUInt32LE(end + 12);
  let at = end - directorySize;
  if (at < 0) return false;
  while (at + 46 <= end && tail.readUInt32LE(at) === ZIP_CENTRAL_HEADER) {
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    if (startsWith(tail.subarray(at + 46, at + 46 + nameLength), WORD_FOLDER)) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/**
 * The client's file name, kept for display: no folders, no control or markup characters, at most 200
 * characters with the extension kept.
 */
export function sanitizeResumeName(fileName: string, kind: ResumeKind): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const suffix = `.${kind}`;
  const stem = cleaned.toLowerCase().endsWith(suffix) ? cleaned.slice(0, -suffix.length).trim() : cleaned;
  const safeStem = Array.from(stem)
    .slice(0, 200 - suffix.length)
    .join('')
    .trim();
  return `${safeStem || 'resume'}${suffix}`;
}
