import { frameTexts } from '@volunteering/shared/texts/frame';
import { useRef } from 'react';
import { useTexts } from '../../lib/i18n.tsx';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { MainNavList } from './main-nav-list.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useMenuState } from './use-menu-state.ts';
import { StrokeIcon } from '../ui/stroke-icon.tsx';

const MENU_ID = 'mobile-menu';

/** The main links behind a menu button below large width (1024 px), where the bar has no room for them. */
export function MobileMenu() {
  const t = useTexts(frameTexts);
  const { open, close, toggle } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(container, button, open, close);

  return (
    <div ref={container} className="lg:hidden">
      <button ref={button} type="button" className="btn btn-ghost btn-square btn-sm" aria-expanded={open} aria-controls={MENU_ID} onClick={toggle}>
        <StrokeIcon className="size-6" d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 6h16M4 12h16M4 18h16'} />
        <span className="sr-only">{t.menu}</span>
      </button>
      {open && (
        <nav id={MENU_ID} aria-label={t.menu} className="absolute inset-x-0 top-full z-popover border-b border-base-300 bg-base-100 px-4 py-2 shadow-md">
          <MainNavList className="menu w-full gap-1 p-0" />
          <ul className="menu mt-2 w-full border-t border-base-300 p-0 pt-2">
            <li>
              <LanguageSwitch className="" />
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
