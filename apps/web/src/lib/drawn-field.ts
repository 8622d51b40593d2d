import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * `register` with the field's default written into the markup: the form library sets values only
 * once its script runs, so a form the server draws (decision 025) would otherwise show empty fields
 * until then.
 */
export function registerDrawn<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>, name: Path<T>) {
  return { ...form.register(name), defaultValue: get(form.formState.defaultValues, name) as string | undefined };
}
