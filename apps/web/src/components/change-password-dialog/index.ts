import './locales.ts';

export {
  ChangePasswordForm,
  openChangePasswordDialog,
  type ChangePasswordDialogOptions,
  type ChangePasswordTarget,
  type PasswordDialogUser,
} from './change-password-dialog.tsx';
export { batchOutcome, type BatchOutcome } from './batch-outcome.ts';
