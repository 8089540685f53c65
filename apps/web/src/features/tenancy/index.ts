export { getUserAccounts, useUserAccounts, userAccountsQueryOptions } from './api/get-user-accounts.ts';
export { setDefaultAccount, useSetDefaultAccountMutation } from './api/set-default-account.ts';
export { pickAutomaticAccount, splitAccounts } from './utils/accounts.ts';
