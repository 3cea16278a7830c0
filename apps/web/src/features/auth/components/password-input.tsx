import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/focus-ring';
import { Input } from '../../../components/ui/input';

/** A secret input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={cn('relative w-full', className)}>
      <Input type={isVisible ? 'text' : 'password'} className="pe-10" {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((value) => !value)}
        className={cn(
          'absolute inset-y-0 end-0 my-auto me-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-zinc-500 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-100',
          focusRing,
        )}
        aria-label={isVisible ? t('common.hideSecret') : t('common.showSecret')}
        aria-pressed={isVisible}
      >
        {isVisible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
