// The completion funnel, counted in SQL over jobs and questionnaires (read through their index.ts).
// Nothing here is for other modules: app.ts registers its routes (funnel.routes.ts).
export {};
