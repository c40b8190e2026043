import type { Permission } from '@vi/contracts';

// The table of what each role may do lives in the contracts (the web app hides what it refuses).
export { PERMISSIONS, ROLE_PERMISSIONS, roleMay, type Permission } from '@vi/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a recruiter route needs (@vi/contracts permissions.ts). */
    permission?: Permission;
  }
}
