import { frameTexts } from '@volunteering/shared/texts/frame';
import { DEFAULT_THEME, isTheme, type Theme } from '@volunteering/shared/preferences';
import { useSyncExternalStore } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { storeTheme } from '../../lib/preferences.ts';
import { useServerRender } from '../../lib/server-render.tsx';
import { StrokeIcon } from './stroke-icon.tsx';

function currentTheme(): Theme {
  // public/theme-init.js has already applied the saved theme before the first paint.
  const applied = document.documentElement.dataset.theme;
  return isTheme(applied) ? applied : DEFAULT_THEME;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  for (const listener of listeners) listener();
  storeTheme(theme);
}

/** The light/dim switch: a labelled checkbox, so Space toggles it and screen readers announce its state. */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  // The server draws the theme its cookie names (the saved one), so the switch is right before the scripts run.
  const t = useTexts(frameTexts);
  const serverTheme = useServerRender()?.theme ?? DEFAULT_THEME;
  const theme = useSyncExternalStore(subscribe, currentTheme, () => serverTheme);

  function onChange(dim: boolean) {
    applyTheme(dim ? 'dim' : 'light');
  }

  return (
    <label className={`flex cursor-pointer items-center gap-1.5 ${className}`}>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeLinecap="round" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </g>
      </svg>
      <input
        type="checkbox"
        className="toggle toggle-sm"
        checked={theme === 'dim'}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-label={t.dimTheme}
      />
      <StrokeIcon className="size-4" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </label>
  );
}
