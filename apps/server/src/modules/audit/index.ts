// The append-only audit log every module writes to; it depends on no other module.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export type { AuditActorSource } from './audit-actor.js';
export { type AuditLog, createAuditLog } from './audit-log.js';
