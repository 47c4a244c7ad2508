import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { Button } from '../ui/Button';
import { FormField } from '../ui/FormField';
import { useT } from '../i18n';
import type { DetailField } from './detailFields';
import { DetailFieldInput } from './DetailFieldInput';
import { fromFormValues, toFormValues, type FormValues } from './formValues';
import { schemaResolver } from './schemaResolver';

type Props = {
  stored: Record<string, unknown>;
  fields: readonly DetailField[];
  schema: v.GenericSchema;
  onSave: (row: Record<string, unknown>) => Promise<string | null>;
  onCancel: () => void;
  /** The match is signed off: every field reads as stored and nothing can be saved. */
  isLocked?: boolean;
};

/** View and edit every field of a stored row, validated with the shared schema; Save is off until it is valid. */
export function DetailForm({ stored, fields, schema, onSave, onCancel, isLocked = false }: Props) {
  const t = useT('events');
  const form = useForm<FormValues>({
    mode: 'onChange',
    defaultValues: toFormValues(stored, fields),
    resolver: schemaResolver(schema, stored, fields),
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSave(fromFormValues(stored, values, fields));
    if (refusal) form.setError('root', { message: refusal });
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <fieldset disabled={isLocked} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) =>
          field.kind === 'number' || field.kind === 'caps' ? (
            <FormField
              key={field.name}
              label={t(`field.${field.name}`)}
              inputMode={field.kind === 'number' ? 'numeric' : 'text'}
              error={errors[field.name]?.message}
              hint={field.kind === 'caps' ? t('form.capsHint') : undefined}
              {...form.register(field.name)}
            />
          ) : (
            <DetailFieldInput
              key={field.name}
              field={field}
              error={errors[field.name]?.message}
              registration={form.register(field.name)}
            />
          ),
        )}
      </fieldset>
      {errors.root?.message ? (
        <p role="alert" className="rounded-md bg-danger px-4 py-3 font-semibold text-white">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        {isLocked ? null : (
          <Button type="submit" disabled={!isValid || isSubmitting}>
            {t('form.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
