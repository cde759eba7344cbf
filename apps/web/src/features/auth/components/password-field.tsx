import { t } from '@lingui/core/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { TextField } from './text-field';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  error?: string;
  describedBy?: string;
  /** Current value; with `toggleWhenFilled` the show/hide button appears only once it is non-empty. */
  value?: string;
  toggleWhenFilled?: boolean;
}

/** A password input with a show/hide button (docs/product/states.md#password-field). */
export function PasswordField({ value, toggleWhenFilled = false, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const showToggle = !toggleWhenFilled || Boolean(value);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible && showToggle ? 'text' : 'password'}
      trailing={
        showToggle ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={visible ? t`Hide password` : t`Show password`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        ) : null
      }
    />
  );
}
