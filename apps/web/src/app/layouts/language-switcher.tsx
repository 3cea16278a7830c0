import { Check, Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import {
  changeLanguage,
  currentLanguage,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../../lib/i18n';

/**
 * zh-CN / en-US menu button; the choice is stored and broadcast (lib/i18n.ts). Hand-rolled (menu
 * button pattern) rather than a menu library: it sits in the first-load bundle of every page.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : currentLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!isOpen) return;
    const selected = SUPPORTED_LANGUAGES.indexOf(language);
    itemRefs.current[selected]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen, language]);

  const close = (restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const select = (code: Language) => {
    close(true);
    if (code !== language) void changeLanguage(code);
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={cn(buttonClassName('ghost', 'sm'), 'h-9 px-2.5')}
        aria-label={t('language.switch', { language: t(`language.names.${language}`) })}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        <Languages aria-hidden="true" />
        <span className="hidden text-xs font-semibold sm:inline">{t(`language.short.${language}`)}</span>
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          onKeyDown={handleMenuKeyDown}
          className="absolute end-0 top-full z-50 mt-1.5 min-w-40 rounded-lg border border-zinc-200 bg-white p-1 text-sm shadow-lg animate-fade-in dark:border-zinc-700 dark:bg-zinc-900"
        >
          {SUPPORTED_LANGUAGES.map((code, index) => (
            <button
              key={code}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={code === language}
              lang={code}
              tabIndex={-1}
              onClick={() => select(code)}
              className="relative flex w-full cursor-pointer items-center rounded-md py-2 ps-8 pe-3 text-start text-zinc-800 outline-none hover:bg-zinc-100 focus:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus:bg-zinc-800"
            >
              {code === language && (
                <Check
                  className="absolute start-2 size-4 text-indigo-600 dark:text-indigo-400"
                  aria-hidden="true"
                />
              )}
              {t(`language.names.${code}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
