// SKELETON (being built for issue 6): the recruiter home.
export function RecruiterHomePage() {
  return <h2>Recruiter home</h2>;
}
