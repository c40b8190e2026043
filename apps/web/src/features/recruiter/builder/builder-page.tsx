// SKELETON (being built for issue 6): the questionnaire builder.
export function BuilderPage() {
  return <h2>Questionnaire Builder</h2>;
}
