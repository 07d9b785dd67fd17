// The business and partner sign-ups' steps: Next checks only the current step's fields before moving on.
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormTrigger } from 'react-hook-form';

export function useFormSteps<Values extends FieldValues>(
  trigger: UseFormTrigger<Values>,
  stepFields: readonly (readonly FieldPath<Values>[])[],
) {
  const [step, setStep] = useState(0);
  const next = async () => {
    if (await trigger([...stepFields[step]])) setStep((current) => current + 1);
  };
  const previous = () => setStep((current) => current - 1);
  /** What StepButtons takes besides `pending`: the last step is the last list of fields. */
  const stepButtons = {
    step,
    lastStep: stepFields.length - 1,
    onPrevious: previous,
    onNext: () => void next(),
  };
  return { step, setStep, next, previous, stepButtons };
}
