import type { FormEventHandler, ReactNode } from 'react';
import { PageHeading } from './PageHeading';

type Props = { title: string; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode; footer?: ReactNode };

/** A titled, narrow form panel used by the login, reset, settings and password screens. */
export function FormCard({ title, onSubmit, children, footer }: Props) {
  return (
    <section className="mx-auto max-w-md">
      <PageHeading>{title}</PageHeading>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4 rounded-lg border border-pool-200 bg-white p-6 shadow-sm"
      >
        {children}
      </form>
      {footer}
    </section>
  );
}
