/** What the website screens say, besides the server's own messages (the contracts' `MESSAGE_WEBSITE_*`). */

export const CHOOSE_WEBSITE_TEXTS = {
  title: 'Switch Website',
  lead: 'Choose the website to manage. The storefront then starts again on it.',
  list: 'Websites',
  loading: 'Loading websites…',
  loadFailed: 'The websites could not be loaded.',
  tryAgain: 'Try again',
  default: 'Default',
  current: 'Current',
  noDomains: 'No address yet',
  switch: 'Switch',
  switchTo: (name: string) => `Switch to ${name}`,
  create: 'Create website',
} as const;

export const CREATE_WEBSITE_TEXTS = {
  title: 'Create website',
  lead: 'A new website starts with the look, navigation and pages of a template website. Products, users and orders are not copied.',
  // The contract's messages speak of 'a name for the website' and 'the website address'.
  name: 'Name',
  domain: 'Website address',
  domainHint: 'like https://shop.example.com',
  template: 'Template',
  templatesLoading: 'Loading websites…',
  templatesFailed: 'The websites could not be loaded, so the default website is the template.',
  submit: 'Create website',
  switchTo: (name: string) => `Switch to ${name}`,
  backToList: 'Back to websites',
} as const;
