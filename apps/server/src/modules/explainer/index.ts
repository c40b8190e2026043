// The explainer video's script and speech. Nothing here is for other modules: app.ts registers its routes
// (explainer.routes.ts).
export {};
