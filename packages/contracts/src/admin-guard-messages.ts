// Without zod, so that the web app's list pages can import them without bundling zod (decision 0040).
/** Why an admin action on accounts is refused: the product must never be locked out. */
export const ADMIN_GUARD_MESSAGES = {
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDemote: 'You cannot change your own role.',
  lastAdmin: 'This would leave no active admin.',
  userNotFound: 'User not found.',
} as const;
