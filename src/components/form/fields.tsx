// The portal's one family of form controls: each labelled, taking a react-hook-form registration, its error tied
// to it (aria-invalid, aria-describedby); plus the form-level alerts and the submit button.
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form';
import { useT } from '@/i18n/use-t';
import { FieldError } from './field-error';
import type { FieldBinding } from './use-field-binding';

interface BaseProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** The control's id; a generated one by default. */
  id?: string;
  /** The wrapper's classes (grid columns); 'mb-3' by default. */
  className?: string;
}

type NativeProps<Attributes> = Omit<Attributes, 'id' | 'name' | 'className' | 'onChange' | 'onBlur'>;

/** The control's id and its aria-invalid/aria-describedby (the error first, then the hint). */
function useControl({ id, error, hint }: Pick<BaseProps, 'id' | 'error' | 'hint'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

type Control = ReturnType<typeof useControl>;
type WrapperProps = Omit<BaseProps, 'registration'>;

/** A field's props split three ways: its wrapper's, its registration, and the native control's. */
function splitField<P extends BaseProps>({ label, registration, error, hint, id, className, ...native }: P) {
  return { wrapper: { label, error, hint, id, className }, registration, native };
}

/** A control's classes, marked invalid while it has an error. */
const controlClass = (base: string, error: string | undefined) => `${base}${error ? ' is-invalid' : ''}`;

/** The hint under a control, which the control names in aria-describedby. */
function Hint({ controlId, hint }: { controlId: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <div id={`${controlId}-hint`} className="form-text">
      {hint}
    </div>
  );
}

/** The wrapper of a labelled control: the label, the control (given its id and aria), the hint and the error. */
function Labelled({
  label,
  error,
  hint,
  id,
  className = 'mb-3',
  children,
}: WrapperProps & { children: (control: Control) => ReactNode }) {
  const control = useControl({ id, error, hint });
  return (
    <div className={className}>
      <label className="form-label" htmlFor={control.id}>
        {label}
      </label>
      {children(control)}
      <Hint controlId={control.id} hint={hint} />
      <FieldError id={control.id} message={error} />
    </div>
  );
}

export type TextFieldProps = BaseProps & NativeProps<InputHTMLAttributes<HTMLInputElement>>;

export function TextField(props: TextFieldProps) {
  const { wrapper, registration, native } = splitField(props);
  return (
    <Labelled {...wrapper}>
      {(control) => (
        <input
          className={controlClass('form-control', wrapper.error)}
          {...native}
          {...control}
          {...registration}
        />
      )}
    </Labelled>
  );
}

export function PasswordField(props: BaseProps & { autoComplete?: string }) {
  const {
    wrapper,
    registration,
    native: { autoComplete = 'new-password' },
  } = splitField(props);
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  return (
    <Labelled {...wrapper}>
      {(control) => (
        <div className="input-group has-validation">
          <input
            className={controlClass('form-control', wrapper.error)}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            {...control}
            {...registration}
          />
          <button
            type="button"
            className="btn btn-outline-dark"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('Hide password') : t('Show password')}
          </button>
        </div>
      )}
    </Labelled>
  );
}

export type SelectOption = string | { value: string; label: string };

export function SelectField(
  props: BaseProps &
    NativeProps<SelectHTMLAttributes<HTMLSelectElement>> & {
      options: readonly SelectOption[];
      placeholder?: string;
      /** The placeholder cannot be chosen back once a value is picked. */
      placeholderDisabled?: boolean;
    },
) {
  const {
    wrapper,
    registration,
    native: { options, placeholder, placeholderDisabled = false, ...select },
  } = splitField(props);
  const { t } = useT();
  return (
    <Labelled {...wrapper}>
      {(control) => (
        <select
          className={controlClass('form-select', wrapper.error)}
          {...select}
          {...control}
          {...registration}
        >
          <option value="" disabled={placeholderDisabled}>
            {placeholder ?? t('Select…')}
          </option>
          {options.map((option) => {
            const value = typeof option === 'string' ? option : option.value;
            const text = typeof option === 'string' ? option : option.label;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Labelled>
  );
}

export function TextAreaField(props: BaseProps & NativeProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const {
    wrapper,
    registration,
    native: { rows = 3, ...textarea },
  } = splitField(props);
  return (
    <Labelled {...wrapper}>
      {(control) => (
        <textarea
          rows={rows}
          className={controlClass('form-control', wrapper.error)}
          {...textarea}
          {...control}
          {...registration}
        />
      )}
    </Labelled>
  );
}

export function CheckField({
  label,
  registration,
  error,
  hint,
  id,
  className = 'form-check mb-3',
}: BaseProps) {
  const control = useControl({ id, error, hint });
  return (
    <div className={className}>
      <input
        type="checkbox"
        className={controlClass('form-check-input', error)}
        {...control}
        {...registration}
      />
      <label className="form-check-label" htmlFor={control.id}>
        {label}
      </label>
      <Hint controlId={control.id} hint={hint} />
      <FieldError id={control.id} message={error} />
    </div>
  );
}

/** The form-level alerts: the "all fields required" summary and the server's error. */
export function FormAlerts({
  missing,
  requiredText,
  serverError,
}: {
  missing: boolean;
  requiredText: string;
  serverError?: string | null;
}) {
  const { translate } = useT();
  return (
    <>
      {missing ? (
        <p className="text-danger" role="alert">
          {translate(requiredText)}
        </p>
      ) : null}
      {serverError ? (
        <p className="alert alert-danger" role="alert">
          {translate(serverError)}
        </p>
      ) : null}
    </>
  );
}

/** The server's error as a plain danger line under a form's fields (FormAlerts boxes it above them). */
export function ServerErrorText({
  message,
  className = 'text-danger',
}: {
  message: string | null | undefined;
  className?: string;
}) {
  const { translate } = useT();
  if (!message) return null;
  return (
    <p className={className} role="alert">
      {translate(message)}
    </p>
  );
}

interface SubmitButtonProps {
  pending?: boolean;
  pendingText?: ReactNode;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** The submit button (full width by default); while `pending` it is disabled and reads `pendingText`. */
export function SubmitButton({
  pending = false,
  pendingText,
  disabled = false,
  className = 'btn btn-primary w-100',
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending ? pendingText : children}
    </button>
  );
}

/** A form's Cancel button (only with `onCancel`) beside its submit button; the form passes its own translated
 * texts. */
export function CancelAndSubmit({
  onCancel,
  cancelText,
  cancelClassName = 'btn btn-light border',
  ...submit
}: SubmitButtonProps & { onCancel?: () => void; cancelText: ReactNode; cancelClassName?: string }) {
  return (
    <>
      {onCancel ? (
        <button type="button" className={cancelClassName} onClick={onCancel}>
          {cancelText}
        </button>
      ) : null}
      <SubmitButton {...submit} />
    </>
  );
}

// The two-column forms (add a business, edit my information): a text field or a select on half the row from md up,
// bound through useFieldBinding's `field`.
const HALF = 'col-12 col-md-6';

export function halfWidthFields<T extends FieldValues>(
  field: FieldBinding<T>['field'],
  setValue: UseFormSetValue<T>,
) {
  const input = (name: Path<T>, label: string, type = 'text') => (
    <TextField {...field(name)} label={label} type={type} className={HALF} />
  );
  /** A select, disabled while it has no options, whose change empties the dependent `reset` field (area follows
   * sector, LGA follows state). */
  const select = (
    name: Path<T>,
    label: string,
    placeholder: string,
    options: readonly SelectOption[],
    reset?: Path<T>,
  ) => (
    <SelectField
      {...field(name, { onChange: () => (reset ? setValue(reset, '' as PathValue<T, Path<T>>) : undefined) })}
      label={label}
      className={HALF}
      options={options}
      placeholder={placeholder}
      disabled={options.length === 0}
    />
  );
  return { input, select };
}
