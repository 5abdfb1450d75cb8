import type { Route } from '../http/router';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { qaRoutes } from './qa';
import { usersRoutes } from './users';

export const routes: Route[] = [...contentRoutes, ...usersRoutes, ...authRoutes, ...qaRoutes];
