// Liveness, readiness and draining. Nothing here is for other modules: app.ts registers its routes and
// draining.plugin.ts.
export {};
