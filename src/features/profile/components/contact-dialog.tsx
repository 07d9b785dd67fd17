// The profile's Contact dialog (lazy; issue 31): a message, the sender's name and a phone number or e-mail, sent to
// POST /prop/profile/{id}/contact; the portal mails it to the member, whose address is never shown. The form is the
// shared MessageDialog (the product enquiry is the same dialog).
import { MessageDialog } from '@/components/form/message-dialog';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useContactMemberMutation } from '../api/profile-api';
import { CONTACT_CONTRACT_TEXTS, contactSchema } from '../schemas/contact-schema';

export interface ContactDialogProps {
  memberId: number;
  memberName: string;
  show: boolean;
  onHide: () => void;
}

export function ContactDialog({ memberId, memberName, show, onHide }: ContactDialogProps) {
  const { t, translate } = useT('profile');
  const [contactMember] = useContactMemberMutation();
  return (
    <MessageDialog
      show={show}
      onHide={onHide}
      compact
      title={t('Contact {{name}}', { name: memberName })}
      formLabel={t('Send a message')}
      intro={t(
        '{{name}} gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
        { name: memberName },
      )}
      submitText={t('Send message')}
      errorFallback={msg('Your message could not be sent. Please try again.')}
      schema={contactSchema}
      send={async (values) => {
        const answer = await contactMember({ memberId, body: values }).unwrap();
        return answer.message ?? translate(CONTACT_CONTRACT_TEXTS.sent);
      }}
    />
  );
}
