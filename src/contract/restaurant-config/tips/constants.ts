/** The notices of the Tips Configurations modal that both sides read. */

export const TIP_MESSAGES = {
  added: 'Successfully added config!',
  updated: 'Successfully updated config!',
  deleted: 'Successfully Deleted config!',
  empty: 'No tips config yet',
  notFound: 'Tip configuration not found',
} as const;
