import type { InterviewResponse } from '@vi/contracts';
import { useEffect, useId, useRef } from 'react';
import { formatTimestamp, type TranscriptSegment } from '../lib/transcript-time';

/** The words of a transcript panel: the recruiter's review and a share link's guest page word them apart. */
export interface TranscriptTexts {
  heading: string;
  pending: string;
  unavailable: string;
  empty: string;
  /** Said beside a transcript that has text: it was made by a machine and may be wrong. */
  machineMade: string;
  /** Marks a transcript whose language is not the interface's, its language named (`Language: Spanish`). */
  language: (name: string) => string;
  seekTo: (stamp: string) => string;
  /** The server's reason for no transcript in the interface's language, or undefined to show it as sent. */
  reason?: (reason: string) => string | undefined;
}

type TranscriptPanelProps = {
  transcription: InterviewResponse['transcription'];
  /** The line being spoken, or -1. */
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
  texts: TranscriptTexts;
  /** The block of the page's own CSS names (`review-transcript`, `shared-transcript`). */
  block: string;
};

/** A reason as the server words it ('no consent'), as a sentence. */
const sentence = (reason: string) => {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The transcript's language named in the interface's (`Spanish`), or null when it is the interface's
 * own (nothing to mark) or unknown. The interface's language is the page's `<html lang>`.
 */
export function foreignLanguageName(
  tag: string | null | undefined,
  interfaceLanguage: string,
): string | null {
  if (!tag || primary(tag) === primary(interfaceLanguage)) return null;
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    // A tag Intl cannot read (a row written by hand): shown as it is.
    return tag;
  }
}

const pageLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';

/**
 * An answer's transcript, for every player: its state as it is (pending, unavailable, empty), or its timed
 * lines, each a button that seeks the player. Labelled as machine-made: speech recognition mishears, and a
 * reader should check a surprising line against the recording.
 */
export function TranscriptPanel({
  transcription,
  active,
  canSeek,
  onSeek,
  texts,
  block,
}: TranscriptPanelProps) {
  const headingId = useId();
  const noteId = useId();
  const hasText = transcription.status === 'done';
  const languageName = foreignLanguageName(transcription.language, pageLanguage());
  let content;
  switch (transcription.status) {
    case 'pending':
      content = (
        <p className={`${block}__status`} role="status">
          {texts.pending}
        </p>
      );
      break;
    case 'failed':
    case 'unavailable':
      // Why there are no words (no consent, a language the engines here do not know, a failure).
      content = (
        <>
          <p className={`${block}__status`}>{texts.unavailable}</p>
          {transcription.reason && (
            <p className={`${block}__reason`}>
              {texts.reason?.(transcription.reason) ?? sentence(transcription.reason)}
            </p>
          )}
        </>
      );
      break;
    case 'done':
      if (transcription.segments.length > 0) {
        content = (
          <TranscriptLines
            segments={transcription.segments}
            active={active}
            canSeek={canSeek}
            onSeek={onSeek}
            texts={texts}
            block={block}
          />
        );
      } else if (transcription.text !== null && transcription.text.trim() !== '') {
        content = <p>{transcription.text}</p>;
      } else {
        content = <p className={`${block}__status`}>{texts.empty}</p>;
      }
      break;
  }
  return (
    <section className={block} aria-labelledby={headingId} aria-describedby={hasText ? noteId : undefined}>
      <h4 id={headingId} className={`${block}__heading`}>
        {texts.heading}
      </h4>
      {languageName && <p className={`${block}__language`}>{texts.language(languageName)}</p>}
      {hasText && (
        <p id={noteId} className={`${block}__note`}>
          {texts.machineMade}
        </p>
      )}
      {/* The words in their own language, so a screen reader reads them with its voice. */}
      <div lang={hasText && transcription.language ? transcription.language : undefined}>{content}</div>
    </section>
  );
}

function TranscriptLines({
  segments,
  active,
  canSeek,
  onSeek,
  texts,
  block,
}: {
  segments: readonly TranscriptSegment[];
  active: number;
  canSeek: boolean;
  onSeek: (seconds: number) => void;
  texts: TranscriptTexts;
  block: string;
}) {
  const listRef = useRef<HTMLOListElement>(null);

  // Keep the spoken line in view inside the transcript's own scroll box (never scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const line = list?.children[active] as HTMLElement | undefined;
    if (!list || !line) return;
    const top = line.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + line.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active]);

  return (
    <ol ref={listRef} className={`${block}__lines`}>
      {segments.map((segment, index) => {
        const stamp = formatTimestamp(segment.start);
        return (
          <li key={`${segment.start}-${index}`}>
            <button
              type="button"
              className={`${block}__line`}
              aria-current={index === active ? 'true' : undefined}
              disabled={!canSeek}
              title={texts.seekTo(stamp)}
              onClick={() => onSeek(segment.start)}
            >
              <span className={`${block}__time`}>{stamp}</span>
              <span>{segment.text}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
