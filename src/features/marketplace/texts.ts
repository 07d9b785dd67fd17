// The texts of the contract (contract/enquiries.ts, contract/moderation.ts) and of shared hooks that the marketplace shows itself — the
// enquiry form's validation messages and its thanks, the edit's success toast, the offline notice — marked for the `marketplace`
// catalogue: translate() and t() find each by its English words (a number inside matches the {{placeholder}}).
// __tests__/texts.test.ts keeps them equal to the contract's.
import { msg } from '@/i18n/runtime';

export const MARKETPLACE_CONTRACT_TEXTS = {
  enquiryMessage: msg('Please write a message of {{min}} to {{max}} characters.'),
  enquiryName: msg('Please enter your name.'),
  enquiryContact: msg('Please enter a phone number or an e-mail address the seller can reach you on.'),
  enquirySent: msg('Your enquiry has been sent to the seller.'),
  updated: msg('Updated successfully.'),
  // offlineSubmitText (hooks/use-create-submit.ts) for the product form.
  offlineNew: msg('You are offline. Your draft is saved; tap Create Product again when you are back online.'),
  offlineEdit: msg(
    'You are offline. Your changes are still in the form; tap Save changes again when you are back online.',
  ),
};
