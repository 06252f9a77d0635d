import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

// The first script's modules run in one task; making the router (it flattens and ranks every route, and
// starts matching the page) comes after a yield, in a task of its own, so a slow phone is not held by both at
// once (issue 16: home's blocking time). The modules that import the router (App, main) run after it.
await new Promise<void>((resolve) => setTimeout(resolve));

export const router = createBrowserRouter(routes);
