import { Navigate, type RouteObject } from 'react-router';
import { PageFrame } from './frame/PageFrame';
import { RouteError } from './frame/RouteError';
import { RouteLoading } from './frame/RouteLoading';

const home = () => import('./pages/HomePage').then((module) => ({ Component: module.HomePage }));

/**
 * The route table. Pages load lazily, so a visitor downloads only what the page they open needs.
 * Unknown paths go to /home (doc 1 §2.7).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PageFrame,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, lazy: home },
      { path: 'home', lazy: home },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];
