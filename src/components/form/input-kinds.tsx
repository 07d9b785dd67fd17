// The kinds of text input the portal asks for again and again, each with the keypad and autofill it wants: a whole
// number, a phone number, a six-digit one-time code. Each is a TextField (fields.tsx) with those attributes set.
import { TextField, type TextFieldProps } from './fields';

/** A whole number (seats, an amount in naira): a number input with the numeric keypad. */
export function NumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A phone number: the phone keypad, and the browser may fill in the member's own. */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/** A six-digit one-time code (from an e-mail or an SMS): the numeric keypad, and the phone may offer it from the
 * message. */
export function CodeField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />;
}
