import { MenuButton, MenuItem, MenuItems, Menu as HeadlessMenu } from '@headlessui/react';
import { buttonClasses, type ButtonVariant } from './buttonClasses';

export type MenuAction = { label: string; onSelect: () => void; disabled?: boolean };

type Props = { label: string; actions: readonly MenuAction[]; variant?: ButtonVariant };

/** A button opening a list of actions; arrow keys, Enter and Escape work. */
export function Menu({ label, actions, variant = 'secondary' }: Props) {
  return (
    <HeadlessMenu>
      <MenuButton className={buttonClasses(variant)}>{label}</MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 min-w-48 rounded-md border border-slate-400 bg-white py-1 shadow-lg"
      >
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={action.disabled ?? false}>
            <button
              type="button"
              onClick={action.onSelect}
              className="block min-h-touch w-full px-4 text-left data-disabled:opacity-50 data-focus:bg-pool-100"
            >
              {action.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
