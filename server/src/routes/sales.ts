import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// TODO(issue 3): routes of this module are being written.
export async function salesRoutes(_app: FastifyInstance, _ctx: AppContext) {}
