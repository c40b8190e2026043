// SKELETON (being built for issue 5): replaced by the question screens.
export type AnswerKind = 'audio' | 'video';

export function QuestionPage({ kind }: { kind: AnswerKind }) {
  return (
    <section aria-labelledby="question-heading">
      <h2 id="question-heading">{kind === 'audio' ? 'Audio' : 'Video'} interview</h2>
    </section>
  );
}
