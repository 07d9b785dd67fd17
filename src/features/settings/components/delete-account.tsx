// Delete my account: confirmed by the password (and a tick) in a dialog -> DELETE /prop/account.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useServerError } from '@/hooks/use-server-error';
import { useDeleteAccountMutation } from '../api/settings-api';
import { deleteAccountSchema, type DeleteAccountValues } from '../schemas/settings-schemas';
import { CheckField, ServerErrorText, TextField } from '@/components/form/fields';

export function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void | Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { serverError, clearServerError, guard } = useServerError(
    'Your account could not be deleted. Please try again.',
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DeleteAccountValues>({
    resolver: yupResolver(deleteAccountSchema),
    defaultValues: { password: '', confirm: false },
  });

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
        Delete my account
      </h2>
      <p>
        Deletes your account with your profile, posts, products, skills and uploaded files. This cannot be
        undone. Download your data first if you want a copy.
      </p>
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Delete my account
      </button>
      <Modal show={open} onHide={close} centered aria-labelledby={`${id}-dialog-title`}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${id}-dialog-title`}>Delete your account?</Modal.Title>
        </Modal.Header>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Modal.Body>
            <p>Enter your password to confirm. Everything on your account is removed for good.</p>
            <TextField
              id={`${id}-password`}
              label="Password"
              type="password"
              autoComplete="current-password"
              registration={register('password')}
              error={errors.password?.message}
            />
            <CheckField
              id={`${id}-confirm`}
              className="form-check"
              label="I understand that my account and its content will be deleted permanently."
              registration={register('confirm')}
              error={errors.confirm?.message}
            />
            <ServerErrorText message={serverError} className="text-danger mt-3 mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-danger" disabled={isLoading}>
              {isLoading ? 'Deleting...' : 'Delete my account permanently'}
            </button>
          </Modal.Footer>
        </form>
      </Modal>
    </section>
  );
}
