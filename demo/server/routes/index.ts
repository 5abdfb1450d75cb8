import type { Route } from '../http/router';
import { aemPageRoutes } from './aemPage';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { demoApiRoutes } from './demoApi';
import { drugRoutes } from './drugs';
import { enrollmentRoutes } from './enrollments';
import { identityRoutes } from './identity';
import { planinfoRoutes } from './planinfo';
import { providerRoutes } from './providers';
import { qaRoutes } from './qa';
import { sitePageRoutes } from './sitePages';
import { trackingRoutes } from './tracking';
import { usersRoutes } from './users';

export const routes: Route[] = [
  ...sitePageRoutes, // first: its registration stand-in replaces auth.ts's redirect to the sign-in page
  ...contentRoutes, ...usersRoutes, ...authRoutes, ...enrollmentRoutes, ...identityRoutes, ...trackingRoutes,
  ...planinfoRoutes, ...drugRoutes, ...providerRoutes, ...demoApiRoutes, ...qaRoutes, ...aemPageRoutes,
];
