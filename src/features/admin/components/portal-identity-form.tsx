// The admin's Portal identity screen (issue 31, docs/identity.md): the operator's names, contacts, data-protection
// contact, crest, WhatsApp number and social links. Checked here by the server's own rule (contract checkIdentity)
// before saving; a saved edit overrides the server's environment settings, and "Use the server's settings" removes it.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  checkIdentity,
  IDENTITY_LIMITS,
  IDENTITY_MESSAGES,
  type IdentityField,
  type PortalIdentity,
} from '@contract/portal-identity';
import { ErrorSummary } from '@/components/form/error-summary';
import { SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  refusedFields,
  useGetAdminIdentityQuery,
  useResetAdminIdentityMutation,
  useSaveAdminIdentityMutation,
} from '../api/portal-identity-admin-api';

/** Each field's label, and its input type and autocomplete where the browser can help. */
const FIELDS: Record<IdentityField, { label: string; type?: 'email' | 'tel' | 'url'; long?: boolean }> = {
  name: { label: msg('Full name of the operator') },
  short_name: { label: msg('Short name') },
  address: { label: msg('Postal address'), long: true },
  email: { label: msg('Contact e-mail'), type: 'email' },
  phone: { label: msg('Contact phone'), type: 'tel' },
  website: { label: msg('Website'), type: 'url' },
  dpo_name: { label: msg('Data-protection contact') },
  dpo_email: { label: msg('Data-protection e-mail'), type: 'email' },
  logo_url: { label: msg('Crest or logo image (address)'), type: 'url' },
  whatsapp: { label: msg('WhatsApp number for the chat button'), type: 'tel' },
  x_url: { label: msg('X (Twitter) link'), type: 'url' },
  facebook_url: { label: msg('Facebook link'), type: 'url' },
  instagram_url: { label: msg('Instagram link'), type: 'url' },
  linkedin_url: { label: msg('LinkedIn link'), type: 'url' },
  youtube_url: { label: msg('YouTube link'), type: 'url' },
  tiktok_url: { label: msg('TikTok link'), type: 'url' },
};

/** The rule's messages, as the catalogue knows them. */
const PROBLEMS: Record<string, string> = {
  [IDENTITY_MESSAGES.email]: msg('Please enter a valid e-mail address.'),
  [IDENTITY_MESSAGES.phone]: msg('Please enter a valid phone number.'),
  [IDENTITY_MESSAGES.whatsapp]: msg('Please enter a valid Nigerian phone number.'),
  [IDENTITY_MESSAGES.url]: msg('Enter a valid link starting with http:// or https://.'),
  [IDENTITY_MESSAGES.tooLong]: msg('This text is too long.'),
  [IDENTITY_MESSAGES.name]: msg('Please enter the full name.'),
};

const GROUPS: { legend: string; fields: IdentityField[] }[] = [
  { legend: msg('The operator'), fields: ['name', 'short_name', 'address', 'logo_url'] },
  { legend: msg('Contacts'), fields: ['email', 'phone', 'website', 'whatsapp'] },
  { legend: msg('Data protection'), fields: ['dpo_name', 'dpo_email'] },
  {
    legend: msg('Social media'),
    fields: ['x_url', 'facebook_url', 'instagram_url', 'linkedin_url', 'youtube_url', 'tiktok_url'],
  },
];

const maxLength = (field: IdentityField) =>
  field in IDENTITY_LIMITS ? IDENTITY_LIMITS[field as keyof typeof IDENTITY_LIMITS] : IDENTITY_LIMITS.social;

export function PortalIdentityForm() {
  const { t, translate } = useT('admin');
  const { data, isLoading, isError } = useGetAdminIdentityQuery();
  const [save, saving] = useSaveAdminIdentityMutation();
  const [reset, resetting] = useResetAdminIdentityMutation();
  const [saved, setSaved] = useState(false);
  const form = useForm<PortalIdentity>({ defaultValues: data?.identity });
  const { register, handleSubmit, setError, clearErrors, formState } = form;
  const binding = useFieldBinding(register, formState.errors, { clearErrors });

  // The form starts from (and returns to, after a save or reset) what visitors get.
  useEffect(() => {
    if (data) form.reset(data.identity);
  }, [data, form]);

  if (isLoading) return <p role="status">{t('Loading...')}</p>;
  if (isError || !data) return <p role="alert">{t('The portal identity could not be loaded.')}</p>;

  const showProblems = (problems: Record<string, string>) => {
    for (const [field, problem] of Object.entries(problems)) {
      setError(field as IdentityField, { message: PROBLEMS[problem] ?? problem }, { shouldFocus: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    const checked = checkIdentity(values);
    if (!checked.ok) {
      showProblems(checked.problems);
      return;
    }
    const result = await save(checked.identity);
    if ('error' in result && result.error) {
      const problems = refusedFields(result.error);
      if (Object.keys(problems).length > 0) showProblems(problems);
      else toast.error(t('The portal identity could not be saved.'));
      return;
    }
    setSaved(true);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${binding.id}-title`}>
      {/* The rule's and the server's errors are set inside the submit handler; submitCount counts the try
          after it, so the summary still takes the focus. */}
      <ErrorSummary errors={formState.errors} idOf={binding.idOf} attempt={formState.submitCount} />
      <h2 id={`${binding.id}-title`} className="h5">
        {t('What visitors see')}
      </h2>
      <p className="text-body-secondary">
        {data.stored
          ? t('An edit saved here is in use; it overrides the server’s settings.')
          : t('The server’s settings are in use. Saving here overrides them.')}{' '}
        {t('Leave a field empty to show nothing for it. Without a WhatsApp number there is no chat button.')}
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="mb-3">
          <legend className="h6">{translate(group.legend)}</legend>
          {group.fields.map((field) => {
            const { label, type, long } = FIELDS[field];
            const environment = data.environment[field];
            const hint =
              data.stored && environment !== data.identity[field]
                ? t('Server setting: {{value}}', { value: environment || t('(none)') })
                : undefined;
            return long ? (
              <TextAreaField
                key={field}
                {...binding.field(field)}
                label={translate(label)}
                hint={hint}
                maxLength={maxLength(field)}
              />
            ) : (
              <TextField
                key={field}
                {...binding.field(field)}
                label={translate(label)}
                hint={hint}
                type={type ?? 'text'}
                maxLength={maxLength(field)}
                autoComplete="off"
              />
            );
          })}
        </fieldset>
      ))}
      {saved ? (
        <p className="alert alert-success" role="status">
          {t('Portal identity saved.')}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton pending={saving.isLoading} pendingText={t('Saving...')} className="btn btn-primary">
          {t('Save')}
        </SubmitButton>
        {data.stored ? (
          <button
            type="button"
            className="btn btn-light border"
            disabled={resetting.isLoading}
            onClick={() => {
              setSaved(false);
              void reset();
            }}
          >
            {t('Use the server’s settings')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
