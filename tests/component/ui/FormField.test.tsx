import '../support/autoCleanup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Button } from '../../../src/app/ui/Button';
import { ConfirmDialog } from '../../../src/app/ui/ConfirmDialog';
import { FormField } from '../../../src/app/ui/FormField';

it('a form field ties its error to the input', () => {
  render(<FormField label="Email" error="Invalid email address" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Invalid email address');
});

it('a button never submits by accident and has a 44px touch target class', () => {
  render(<Button variant="danger">Delete</Button>);
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button.className).toContain('min-h-touch');
});

it('the confirm dialog shows the texts it is given and reports the choice', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Do you want delete event?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  expect(await screen.findByRole('dialog', { name: 'Do you want delete event?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledOnce();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledOnce();
});
