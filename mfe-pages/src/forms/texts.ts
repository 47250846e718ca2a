/** The words of dynamic forms: the fixed texts of the contracts (MESSAGES, the API contract) and the form's own. */
import { MESSAGES } from '@storefront/shared';
import { formSubmittedMessage } from '@storefront/shared/forms';

export const DYNAMIC_FORM_TEXTS = {
  /** The submit button while the answers are being saved (or wait for the form's binding to be sent). */
  saving: MESSAGES.savingButton,
  /** The thank-you dialog: '{formtype} data submitted', then the thank-you line. */
  submittedHeading: formSubmittedMessage,
  thankYou: MESSAGES.formThankYou,
  /** Said by a toast when the thank-you dialog itself could not be loaded: the answers were saved all the same. */
  submittedNotice: (formtype: string) => `${formSubmittedMessage(formtype)}. ${MESSAGES.formThankYou}`,
  /** The first, empty choice of a select, when the field has no placeholder of its own. */
  chooseOption: 'Choose an option',
} as const;
