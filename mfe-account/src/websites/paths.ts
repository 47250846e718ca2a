/** Where the website screens lead (the shell's route table owns the routes). */
export const CHOOSE_WEBSITE_PATH = '/auth/bos/choose';
export const CREATE_WEBSITE_PATH = '/auth/bos/create';
