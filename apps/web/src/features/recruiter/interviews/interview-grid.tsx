// SKELETON (being built for issue 6): the interview video grid.
export function InterviewGrid() {
  return null;
}
