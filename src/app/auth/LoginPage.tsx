import { useState, type FormEvent } from 'react';
import { flatten, safeParse } from 'valibot';
import { Link, useLocation } from 'wouter';
import { login } from '../../data/auth';
// From their own files, not the forms index: the index brings the model's limits, which the login form does not need.
import { LoginFormSchema, type LoginForm } from '../../domain/forms/loginForm';
import { LOGIN_FAILED } from '../../domain/forms/messages';
import { useT } from '../i18n';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormCard } from '../ui/FormCard';
import { FormError } from '../ui/FormError';
import { FormField } from '../ui/FormField';
import { useFormMessage } from './useFormMessage';

type TextField = 'username' | 'password';

/**
 * The first screen many users open, so a plain controlled form checked against the domain's schema,
 * without a form library. A field's error shows once it has been changed or left.
 */
export function LoginPage() {
  const t = useT('auth');
  const formMessage = useFormMessage();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<LoginForm>({ username: '', password: '', rememberMe: false });
  const [visited, setVisited] = useState<Record<TextField, boolean>>({ username: false, password: false });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<typeof LOGIN_FAILED | null>(null);
  const parsed = safeParse(LoginFormSchema, values);
  const fieldErrors = parsed.success ? {} : (flatten<typeof LoginFormSchema>(parsed.issues).nested ?? {});
  const errorOf = (field: TextField) => formMessage(visited[field] ? fieldErrors[field]?.[0] : undefined);

  const textField = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setVisited((current) => ({ ...current, [field]: true }));
    },
    onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success || isSubmitting) return;
    setError(null);
    setIsSubmitting(true);
    try {
      await login(parsed.output);
      navigate('/');
    } catch {
      setError(LOGIN_FAILED);
      setIsSubmitting(false);
    }
  };

  return (
    <FormCard
      title={t('login.title')}
      onSubmit={(event) => void submit(event)}
      footer={
        <p className="mt-4 text-center">
          <Link
            href="/reset-password"
            className="inline-flex min-h-touch items-center font-semibold text-primary underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </p>
      }
    >
      <FormField label={t('login.username')} autoComplete="username" {...textField('username')} />
      <FormField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        {...textField('password')}
      />
      <CheckboxField
        label={t('login.rememberMe')}
        name="rememberMe"
        checked={values.rememberMe}
        onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
      />
      <Button type="submit" disabled={!parsed.success || isSubmitting}>
        {t('login.submit')}
      </Button>
      <FormError message={error && t(`outcome.${error}`)} />
    </FormCard>
  );
}
