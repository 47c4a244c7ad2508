import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { login } from '../../data/auth';
import { LOGIN_FAILED, LoginFormSchema, type LoginForm } from '../../domain/forms';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormCard } from '../ui/FormCard';
import { FormError } from '../ui/FormError';
import { FormField } from '../ui/FormField';

export function LoginPage() {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: valibotResolver(LoginFormSchema),
    mode: 'all',
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async (credentials) => {
    setError(null);
    try {
      await login(credentials);
      navigate('/');
    } catch {
      setError(LOGIN_FAILED);
    }
  });

  return (
    <FormCard
      title="Login"
      onSubmit={submit}
      footer={
        <p className="mt-4 text-center">
          <Link href="/reset-password" className="inline-flex min-h-touch items-center font-semibold text-primary underline">
            Did you forget your password?
          </Link>
        </p>
      }
    >
      <FormField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <CheckboxField label="Remember me" {...register('rememberMe')} />
      <Button type="submit" disabled={!isValid || isSubmitting}>
        Login
      </Button>
      <FormError message={error} />
    </FormCard>
  );
}
