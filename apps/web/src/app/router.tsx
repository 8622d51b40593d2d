import { lazy, type ComponentType, type ReactNode } from 'react';
import { PAGE_LIST, pageSourceFile, type Page } from '@volunteering/shared/pages';
import { Route, Routes } from '../lib/router.tsx';
import { MainLayout } from '../components/layouts/main-layout.tsx';
import { RequireAuth } from '../lib/auth/require-auth.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

// The browser's side of the page table (packages/shared/src/pages.ts): each page is its own chunk,
// so a visitor downloads only the page they open.

type PageModule = Record<string, ComponentType>;
const modules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/** 'auth/forgot-password' exports ForgotPasswordRoute. */
export function componentName(module: string): string {
  const file = module.split('/').at(-1)!;
  return `${file.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase())}Route`;
}

/** The glob's key of a page's module: src/app/routes/home.tsx is ./routes/home.tsx from here. */
export function pageModuleFile(page: Pick<Page, 'module'>): string {
  return pageSourceFile(page).replace('src/app/', './');
}

function lazyPage(page: Page) {
  const load = modules[pageModuleFile(page)];
  if (!load) throw new Error(`page ${page.name}: no module ${pageModuleFile(page)}`);
  return lazy(async () => {
    const component = (await load())[componentName(page.module)];
    if (!component) throw new Error(`${pageModuleFile(page)} does not export ${componentName(page.module)}`);
    return { default: component };
  });
}

const routes = PAGE_LIST.map((page) => {
  const Component = lazyPage(page);
  return { page, element: <Component /> };
});

function routesOf(frame: Page['frame'], needsSession: boolean): ReactNode[] {
  return routes
    .filter(({ page }) => page.frame === frame && Boolean(page.needsSession) === needsSession)
    .map(({ page, element }) => <Route key={page.name} path={page.path} element={element} />);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route element={<PageBoundary loading={<PageSkeleton />} />}>
          {routesOf('site', false)}
          <Route element={<RequireAuth />}>{routesOf('site', true)}</Route>
        </Route>
      </Route>
      <Route element={<PageBoundary />}>{routesOf('bare', false)}</Route>
    </Routes>
  );
}
