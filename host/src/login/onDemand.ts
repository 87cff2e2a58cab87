/**
 * What the login page loads on demand (./rules.ts): the sign-in rules of @console/contracts, named (the contracts'
 * whole namespace would bring every contract), and the code step's form, which needs them.
 */
export { LOGIN_CODE_LENGTH, loginCodeSchema, loginCredentialsSchema } from '@console/contracts';
export { CodeForm } from './CodeForm';
