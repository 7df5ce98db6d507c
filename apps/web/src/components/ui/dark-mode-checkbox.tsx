import { useId } from 'react';
import { toast } from 'sonner';
import { useTheme } from '../../lib/theme';
import { useChooseTheme } from '../../lib/use-account-theme';

// Dark mode (issue 22 item 7, ADR 0033): the settings tab's checkbox of SPEC.md, and the
// footer's for visitors. The whole site switches at once; the choice is kept in this browser
// and, for a signed-in person, on the account.
export function DarkModeCheckbox({ className }: { className: string }) {
  const id = useId();
  const theme = useTheme();
  const choose = useChooseTheme();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 accent-violet-600"
        checked={theme === 'dark'}
        onChange={(event) =>
          choose(event.target.checked ? 'dark' : 'light').catch(() =>
            toast.error('Your theme could not be saved to your account. Please try again.'),
          )
        }
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        Dark mode
      </label>
    </div>
  );
}
