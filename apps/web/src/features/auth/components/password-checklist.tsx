import { t } from '@lingui/core/macro';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { PASSWORD_RULES } from '@messhall/shared';
import { sharedText } from '@/lib/i18n/shared-text';
import { cn } from '@/utils/cn';

/**
 * The live checklist of docs/product/rules.md#password-checklist. Each rule says 'met' or 'not met' in words too (hidden visually), so the
 * state does not rest on colour or the icon alone; the password input points here with aria-describedby.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul
      id={id}
      aria-label={t`Password requirements`}
      className="grid gap-1 text-sm"
      data-testid="password-checklist"
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? CircleCheck : CircleDashed;
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-2', met ? 'text-success' : 'text-base-content/80')}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {sharedText(rule.label)}
              <span className="sr-only">{met ? t`: met` : t`: not met`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
