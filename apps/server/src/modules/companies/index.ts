// Companies, their users, divisions and settings; tenant provisioning on a first sign-in.
// What other modules and the entry points may use; everything else in this folder is the module's own.
export { mergeCompanySettings, readCompanySettings } from './company-settings.js';
export {
  findCompanyName,
  findCompanySettings,
  findUser,
  insertCompany,
  insertDivision,
  insertUser,
  isCompanyAdmin,
  isCompanyDivision,
  isCompanyUser,
  setUserActive,
  updateCompanySettings,
} from './company.repository.js';
export { createCompanyService } from './company.service.js';
export { createTenantProvisioner, type TenantProvisioner } from './tenant-provisioning.js';
