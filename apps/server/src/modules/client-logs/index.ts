// Logs the web app sends about its own failures. app.ts registers its routes (client-log.routes.ts); the
// scheduled sweep deletes old ones.
export { deleteClientLogsBefore } from './client-log.repository.js';
