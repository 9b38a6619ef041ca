import { createBrowserRouter } from 'react-router';
import { Root } from './root';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter([{ path: '/', element: <Root />, children: appRoutes() }]);
}
