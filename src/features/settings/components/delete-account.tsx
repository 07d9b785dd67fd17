// Delete my account: confirmed by the password (and a tick) in a dialog -> DELETE /prop/account.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useDeleteAccountMutation } from '../api/settings-api';
import { deleteAccountSchema, type DeleteAccountValues } from '../schemas/settings-schemas';
import { CancelAndSubmit, CheckField, ServerErrorText, TextField } from '@/components/form/fields';

export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void | Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { serverError, clearServerError, guard } = useServerError(
    msg('Your account could not be deleted. Please try again.'),
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<DeleteAccountValues>({
    resolver: yupResolver(deleteAccountSchema),
    defaultValues: { password: '', confirm: false },
  });
  const { t } = useT('settings');

  function close() {
    setOpen(false);
    clearServerError();
    reset();
  }

  const onSubmit = guard(async (values: DeleteAccountValues) => {
    const message = await deleteAccount({ password: values.password }).unwrap();
    setOpen(false);
    await onDeleted(message);
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 text-danger">
        {t('Delete my account')}
      </h2>
      <p>
        {t(
          'Deletes your account with your profile, posts, products, skills and uploaded files. This cannot be undone. Download your data first if you want a copy.',
        )}
      </p>
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('Delete my account')}
      </button>
      <Modal show={open} onHide={close} centered aria-labelledby={`${id}-dialog-title`}>
        <Modal.Header closeButton closeLabel={t('Close')}>
          <Modal.Title id={`${id}-dialog-title`}>{t('Delete your account?')}</Modal.Title>
        </Modal.Header>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Modal.Body>
            <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
            <p>{t('Enter your password to confirm. Everything on your account is removed for good.')}</p>
            <TextField
              id={`${id}-password`}
              label={t('Password')}
              type="password"
              autoComplete="current-password"
              registration={register('password')}
              error={errors.password?.message}
            />
            <CheckField
              id={`${id}-confirm`}
              className="form-check"
              label={t('I understand that my account and its content will be deleted permanently.')}
              registration={register('confirm')}
              error={errors.confirm?.message}
            />
            <ServerErrorText message={serverError} className="text-danger mt-3 mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <CancelAndSubmit
              onCancel={close}
              cancelText={t('Cancel')}
              cancelClassName="btn btn-secondary"
              className="btn btn-danger"
              pending={isLoading}
              pendingText={t('Deleting...')}
            >
              {t('Delete my account permanently')}
            </CancelAndSubmit>
          </Modal.Footer>
        </form>
      </Modal>
    </section>
  );
}
