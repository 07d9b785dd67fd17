// The business and partner sign-ups' steps (docs/journeys.md): the step is in the address (?step=2, counted from
// 1), so the browser's Back goes to the previous step and Forward returns; Next checks only the current step's
// fields before moving on, Previous goes back the way the visitor came. A failed Next or submit counts as an
// attempt (the error summary takes the focus); a submit that fails on an earlier step's field goes to that step.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { FieldErrors, FieldPath, FieldValues, UseFormTrigger } from 'react-hook-form';

export const STEP_PARAM = 'step';

/** The step a `?step=` value names (1-based in the address), within 0..last; the first for anything else. */
export function stepFromParam(value: string | null, last: number): number {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? Math.min(Math.max(number - 1, 0), last) : 0;
}

export function useFormSteps<Values extends FieldValues>(
  trigger: UseFormTrigger<Values>,
  stepFields: readonly (readonly FieldPath<Values>[])[],
  /** Steps after the fields' own (the business's OTP Verification): the address may name them too. */
  { extraSteps = 0 } = {},
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const lastStep = stepFields.length - 1;
  const step = stepFromParam(params.get(STEP_PARAM), lastStep + extraSteps);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step: its heading takes the focus, so a screen reader announces where the visitor now is.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const goTo = (target: number, { replace = false } = {}) => {
    const next = new URLSearchParams(location.search);
    if (target === 0) next.delete(STEP_PARAM);
    else next.set(STEP_PARAM, String(target + 1));
    const query = next.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace, state: { fromStep: step } },
    );
  };

  const next = async () => {
    if (await trigger([...stepFields[step]])) goTo(step + 1);
    else setAttempt((count) => count + 1);
  };
  // Back the way the visitor came (the browser's own entry), else to the step before, in place.
  const previous = () => {
    const fromStep = (location.state as { fromStep?: unknown } | null)?.fromStep;
    if (fromStep === step - 1) void navigate(-1);
    else goTo(step - 1, { replace: true });
  };
  /** handleSubmit's second argument: back to the first step with an error (an address typed as ?step=3). */
  const onInvalid = (errors: FieldErrors<Values>) => {
    const failed = stepFields.findIndex((fields) => fields.some((name) => name in errors));
    if (failed >= 0 && failed !== step) goTo(failed, { replace: true });
    setAttempt((count) => count + 1);
  };
  /** What StepButtons takes besides `pending`: the last step is the last list of fields. */
  const stepButtons = {
    step,
    lastStep,
    onPrevious: previous,
    onNext: () => void next(),
  };
  return {
    step,
    setStep: goTo,
    next,
    previous,
    stepButtons,
    onInvalid,
    attempt,
    headingProps: { ref: heading, tabIndex: -1 },
  };
}
