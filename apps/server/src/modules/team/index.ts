// The team: members, roles, reviewers' jobs, invitations to join, and the one place access ends when a
// person leaves. What other modules and the entry points may use; the rest of this folder is its own.
export { createAccessEnding, endWhatWasMadeBy, type AccessEnding } from './access-ending.js';
export { deactivateFromCommandLine } from './command-line.js';
