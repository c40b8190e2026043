// SKELETON (being built for issue 6): the review screen for one interview.
export function ReviewPage() {
  return <h2>Interview review</h2>;
}
