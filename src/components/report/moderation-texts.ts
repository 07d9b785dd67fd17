// The texts of @contract/moderation that the portal shows itself (the dialogs' thanks, toasts and validation
// messages, the reasons and the item names), marked for the `common` catalogue: translate() finds each by its
// English words. A test keeps them equal to the contract's (src/components/report/__tests__).
import { msg } from '@/i18n/runtime';

export const MODERATION_TEXTS = [
  msg('Please choose a reason.'),
  msg('Please keep the details to {{max}} characters or fewer.'),
  msg('Thank you for your report. Our team will review it.'),
  msg('Please give a reason of {{min}} to {{max}} characters.'),
  msg('Spam'),
  msg('Scam or fraud'),
  msg('Offensive'),
  msg('Impersonation'),
  msg('Intellectual property'),
  msg('Other'),
  msg('Deleted successfully.'),
  msg('Updated successfully.'),
  msg('The item has been taken down and its author informed.'),
  // ITEM_TYPE_LABELS
  msg('post'),
  msg('product'),
  msg('tool'),
  msg('opportunity'),
  msg('training'),
  msg('call for proposals'),
  msg('profile'),
  msg('business profile'),
  msg('partner profile'),
];
