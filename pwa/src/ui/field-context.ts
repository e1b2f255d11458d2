/**
 * What a Field tells the control inside it: the id its label points at and the ids that describe it, so that
 * TextInput, TextArea, Select and ChipInput link themselves without the screen passing ids around.
 */
import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The accessibility props of the control inside a Field. Outside a Field it returns `fallbackId` alone, and
 * `extraDescribedBy` (e.g. a counter's id) is appended to whatever the Field gives.
 */
export function useFieldControl(fallbackId: string, extraDescribedBy?: string): FieldControlProps {
  const field = useContext(FieldContext);
  const describedBy = [field?.['aria-describedby'], extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { ...field, id: field?.id ?? fallbackId, 'aria-describedby': describedBy };
}
