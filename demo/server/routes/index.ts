import type { Route } from '../http/router';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { demoApiRoutes } from './demoApi';
import { drugRoutes } from './drugs';
import { enrollmentRoutes } from './enrollments';
import { identityRoutes } from './identity';
import { planinfoRoutes } from './planinfo';
import { providerRoutes } from './providers';
import { qaRoutes } from './qa';
import { trackingRoutes } from './tracking';
import { usersRoutes } from './users';

export const routes: Route[] = [
  ...contentRoutes, ...usersRoutes, ...authRoutes, ...enrollmentRoutes, ...identityRoutes, ...trackingRoutes,
  ...planinfoRoutes, ...drugRoutes, ...providerRoutes, ...demoApiRoutes, ...qaRoutes,
];
