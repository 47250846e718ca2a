/** What the account area's screens say, besides the contracts' own messages (e.g. `PROFILE_MESSAGES`). */

export const PROFILE_TEXTS = {
  title: 'Profile details',
  lead: 'Your name, email and mobile number. Sign-in codes go to the mobile number.',
  save: 'Save',
} as const;
