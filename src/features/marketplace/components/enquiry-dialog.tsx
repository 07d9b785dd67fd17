// Buy Now's enquiry (lazy; issue 13): a short form (message, the buyer's name, a phone number or e-mail) sent to
// POST /prop/product/{id}/enquiry; the portal mails it to the seller, whose address is never shown. The form is
// the shared MessageDialog (the profile's Contact is the same dialog).
import { useMemo } from 'react';
import { MessageDialog } from '@/components/form/message-dialog';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import { ENQUIRY_MESSAGES, ENQUIRY_NAME_MAX, readEnquiryContact } from '@contract/enquiries';
import type { AnyProfile } from '@contract/profiles';
import { useAppSelector } from '@/app/hooks';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { useSendEnquiryMutation, type Product } from '../api/marketplace-api';
import { enquirySchema } from '../schemas/enquiry-schema';

export interface EnquiryDialogProps {
  product: Pick<Product, 'id' | 'title'>;
  sellerName: string | null;
  show: boolean;
  onHide: () => void;
}

const PROFILE_KIND: Partial<Record<string, ProfileKind>> = {
  user: 'creative',
  business: 'business',
  partner: 'partner',
};

/**
 * The buyer's name and contact from their own profile (issue 31): a creative's full name, a business's trade or
 * registered name, a partner's contact person; the profile's phone number when the form would accept it, else the
 * account's e-mail. Empty strings for what the profile lacks.
 */
export function buyerDetails(profile: AnyProfile, kind: ProfileKind): { name: string; contact: string } {
  const fields = profile as Record<string, unknown>;
  const text = (key: string) => {
    const value = fields[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const name =
    kind === 'creative'
      ? [text('first_name'), text('last_name')].filter(Boolean).join(' ')
      : kind === 'business'
        ? text('trade_name') || text('registered_name')
        : text('user_name') || text('name');
  const phone = kind === 'partner' ? text('user_phone_number') : text('phone_number');
  const email = kind === 'partner' ? text('user_email') || text('email') : text('email');
  const contact = [phone, email].find((value) => value && readEnquiryContact(value) !== null) ?? '';
  return { name: name.slice(0, ENQUIRY_NAME_MAX), contact };
}

export function EnquiryDialog({ product, sellerName, show, onHide }: EnquiryDialogProps) {
  const { t, translate } = useT('marketplace');
  const [sendEnquiry] = useSendEnquiryMutation();
  // The signed-in buyer's own profile (cached: the header and feed ask for it too) prefills name and contact.
  const userType = useAppSelector((state) => state.auth.userType);
  const kind = userType ? PROFILE_KIND[userType] : undefined;
  const { data: profile } = useGetMyProfileQuery(kind ?? 'creative', { skip: !kind });
  const prefill = useMemo(() => (profile && kind ? buyerDetails(profile, kind) : undefined), [profile, kind]);

  return (
    <MessageDialog
      show={show}
      onHide={onHide}
      title={t('Enquire about {{title}}', { title: product.title })}
      formLabel={t('Send an enquiry')}
      intro={
        sellerName
          ? t(
              '{{seller}} gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
              { seller: sellerName },
            )
          : t(
              'The seller gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
            )
      }
      submitText={t('Send enquiry')}
      errorFallback={msg('Your enquiry could not be sent. Please try again.')}
      schema={enquirySchema}
      initialMessage={t('Hello, is "{{title}}" still available?', { title: product.title })}
      prefill={prefill}
      send={async (values) => {
        const answer = await sendEnquiry({ productId: product.id, body: values }).unwrap();
        return answer.message ?? translate(ENQUIRY_MESSAGES.sent);
      }}
    />
  );
}
