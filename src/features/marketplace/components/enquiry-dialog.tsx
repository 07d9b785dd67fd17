// Buy Now's enquiry (lazy; issue 13): a short form (message, the buyer's name, a phone number or e-mail) sent to
// POST /prop/product/{id}/enquiry; the portal mails it to the seller, whose address is never shown.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { ServerErrorText, SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { FormModal } from '@/components/ui/form-modal';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MAX,
  readEnquiryContact,
} from '@contract/enquiries';
import type { AnyProfile } from '@contract/profiles';
import { useAppSelector } from '@/app/hooks';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { useSendEnquiryMutation, type Product } from '../api/marketplace-api';
import { enquirySchema, type EnquiryFormValues } from '../schemas/enquiry-schema';

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
  const id = useId();
  const { t, translate } = useT('marketplace');
  const [sendEnquiry] = useSendEnquiryMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { serverError, clearServerError, guard } = useServerError(
    msg('Your enquiry could not be sent. Please try again.'),
  );
  // The signed-in buyer's own profile (cached: the header and feed ask for it too) prefills name and contact.
  const userType = useAppSelector((state) => state.auth.userType);
  const kind = userType ? PROFILE_KIND[userType] : undefined;
  const { data: profile } = useGetMyProfileQuery(kind ?? 'creative', { skip: !kind });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EnquiryFormValues>({
    resolver: yupResolver(enquirySchema),
    defaultValues: {
      message: t('Hello, is "{{title}}" still available?', { title: product.title }),
      name: '',
      contact: '',
    },
  });

  useEffect(() => {
    if (!profile || !kind) return;
    const details = buyerDetails(profile, kind);
    // Only into empty fields: what the buyer has typed already is theirs; both stay editable.
    for (const field of ['name', 'contact'] as const)
      if (details[field] && !getValues(field)) setValue(field, details[field]);
  }, [profile, kind, getValues, setValue]);

  const onSubmit = guard(async (values: EnquiryFormValues) => {
    const answer = await sendEnquiry({ productId: product.id, body: values }).unwrap();
    setSent(answer.message ?? translate(ENQUIRY_MESSAGES.sent));
    reset();
  });

  const close = () => {
    setSent(null);
    clearServerError();
    onHide();
  };

  return (
    <FormModal show={show} onHide={close} title={t('Enquire about {{title}}', { title: product.title })}>
      {sent ? (
        <div className="text-center py-2">
          <p role="status">{sent}</p>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('Done')}
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => void handleSubmit(onSubmit)(event)}
          noValidate
          aria-label={t('Send an enquiry')}
        >
          <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
          <p className="text-muted small">
            {sellerName
              ? t(
                  '{{seller}} gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
                  { seller: sellerName },
                )
              : t(
                  'The seller gets your message by e-mail and answers you on the phone number or e-mail address you give. Their address is not shown.',
                )}
          </p>
          <TextAreaField
            id={`${id}-message`}
            label={t('Message')}
            rows={4}
            maxLength={ENQUIRY_MESSAGE_MAX}
            registration={register('message')}
            error={errors.message?.message}
          />
          <TextField
            id={`${id}-name`}
            label={t('Your name')}
            autoComplete="name"
            maxLength={ENQUIRY_NAME_MAX}
            registration={register('name')}
            error={errors.name?.message}
          />
          <TextField
            id={`${id}-contact`}
            label={t('Your phone number or e-mail')}
            autoComplete="email"
            hint={t('A Nigerian phone number (0803 123 4567) or an e-mail address.')}
            registration={register('contact')}
            error={errors.contact?.message}
          />
          <ServerErrorText message={serverError} />
          <SubmitButton pending={isSubmitting} pendingText={t('Sending…')}>
            {t('Send enquiry')}
          </SubmitButton>
        </form>
      )}
    </FormModal>
  );
}
