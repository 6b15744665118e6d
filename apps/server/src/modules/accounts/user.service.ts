/**
 * The accounts module's user records as other modules use them (identity, registration, password
 * reset, the admin CLI). The repository stays this module's own (decision 091): a change of its
 * queries is made here once, not in every module that reads an account.
 */
export {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  setPasswordForVerifiedEmail,
  updateUserDetails,
  type UserRecord,
} from './user.repository.js';
