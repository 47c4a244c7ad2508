import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { problemOf, saveEntity, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { useUnsavedChanges } from '../../update/useUnsavedChanges';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { showSnackbar } from '../../ui/snackbarStore';
import { entityPath, keyOf, useArea } from './areaContext';
import type { EntityConfig } from './entityConfig';
import { entityResolver } from './entityResolver';
import { FieldControl } from './FieldControl';

type Props = { config: EntityConfig; existing: Entity | null };

/**
 * The generic create/edit form: the configured fields over the whole entity (fields not shown are sent back
 * unchanged, as PUT replaces the row), validated with the shared schema; the server's fieldErrors land on
 * their fields and any other refusal (e.g. 409) above the buttons.
 */
export function EntityForm({ config, existing }: Props) {
  const form = config.form!;
  const t = useT('manage');
  const { base } = useArea();
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, watch, formState } = useForm<Entity>({
    resolver: entityResolver(form.schema, form.check),
    defaultValues: existing ?? form.empty(),
    mode: 'onTouched',
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const values = watch();
  const visible = form.fields.filter((field) => field.isShown?.(values) ?? true);

  const submit = handleSubmit(async (valid) => {
    setFormError(null);
    try {
      const saved = form.save
        ? await form.save(valid, existing)
        : await saveEntity(config.apiPath, valid, existing ? keyOf(config, existing) : undefined);
      showSnackbar(t('entity.saved', { singular: config.singular, label: config.labelOf(saved) }), 'success');
      navigate(entityPath(base, config, keyOf(config, saved)));
    } catch (error) {
      const problem = problemOf(error);
      const unplaced: string[] = [];
      for (const fieldError of problem.fieldErrors) {
        const name = fieldError.field.split(/[.[]/)[0]!;
        if (visible.some((field) => field.name === name))
          setError(name, { type: 'server', message: fieldError.message });
        else unplaced.push(`${fieldError.field}: ${fieldError.message}`);
      }
      if (problem.fieldErrors.length === 0 || unplaced.length > 0)
        setFormError([problem.message, ...unplaced].join(' — '));
    }
  });

  const title = existing
    ? t('entity.editTitle', { singular: config.singular, label: config.labelOf(existing) })
    : t('entity.new', { singular: config.singular });
  return (
    <section aria-labelledby="entity-form-heading" className="max-w-3xl">
      <h2 id="entity-form-heading" className="mb-4 text-2xl font-bold text-pool-900">
        {title}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4 rounded-lg border border-pool-200 bg-white p-6 shadow-sm"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {visible.map((field) => (
            <div
              key={field.name}
              className={field.kind === 'textarea' || field.kind === 'checkboxes' ? 'sm:col-span-2' : ''}
            >
              <Controller
                name={field.name}
                control={control}
                render={({ field: bound, fieldState }) => (
                  <FieldControl
                    field={field}
                    value={bound.value}
                    onChange={bound.onChange}
                    onBlur={bound.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
          ))}
        </div>
        <FormError message={formError} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('form.save')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              navigate(existing ? entityPath(base, config, keyOf(config, existing)) : entityPath(base, config))
            }
          >
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
