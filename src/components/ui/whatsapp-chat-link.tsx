// "Chat on WhatsApp" beside a member's product or on their profile (issue 31): a wa.me link with a first message in
// the reader's language, opened in a new tab (said to screen readers). Shown only where the member chose to show
// their number.
import { whatsappLink } from '@contract/enquiries';
import { useT } from '@/i18n/use-t';

export function WhatsAppChatLink({ number, message }: { number: string; message: string }) {
  const { t } = useT();
  return (
    <a
      className="btn btn-outline-success"
      href={whatsappLink(number, message)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('Chat on WhatsApp')}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
