// The recruiter home's work waiting, counted over applications and jobs. Nothing here is for other
// modules: app.ts registers its routes (home.routes.ts).
export {};
