// The step forms' button row: Previous after the first step, Next until the last, then Submit.
import { useT } from '@/i18n/use-t';

export interface StepButtonsProps {
  step: number;
  lastStep: number;
  onPrevious: () => void;
  onNext: () => void;
  pending: boolean;
  disabled?: boolean;
}

export function StepButtons({
  step,
  lastStep,
  onPrevious,
  onNext,
  pending,
  disabled = false,
}: StepButtonsProps) {
  const { t } = useT('auth');
  return (
    <div className="d-flex gap-2 mt-3">
      {step > 0 ? (
        <button type="button" className="btn btn-outline-dark" onClick={onPrevious}>
          {t('Previous')}
        </button>
      ) : null}
      {step < lastStep ? (
        // keys: React must not reuse the Next button as Submit (a type change mid-click submits the form)
        <button key="next" type="button" className="btn btn-primary ms-auto" onClick={onNext}>
          {t('Next')}
        </button>
      ) : (
        <button key="submit" type="submit" className="btn btn-primary ms-auto" disabled={pending || disabled}>
          {pending ? t('Submitting') : t('Submit')}
        </button>
      )}
    </div>
  );
}
