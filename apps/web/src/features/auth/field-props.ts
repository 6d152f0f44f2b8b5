import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a ready-made auth input takes from its form: its registration and the sentences shown under it. */
export interface FieldProps {
  registration: UseFormRegisterReturn;
  /** The field's rule, shown while it has focus. */
  hint?: string;
  error?: string;
}
