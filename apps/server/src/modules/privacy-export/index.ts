// An applicant's data as a download (their privacy export). Nothing here is for other modules: app.ts
// registers its routes (privacy-export.routes.ts).
export {};
