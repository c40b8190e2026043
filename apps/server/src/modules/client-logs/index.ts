// Logs the web app sends about its own failures. Nothing here is for other modules: app.ts registers its
// routes (client-log.routes.ts).
export {};
