import { authConfigResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from './auth.js';

/** What the sign-in screens may offer. Google counts only once its provider is registered (discovery worked). */
export const authConfigRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  app.get(
    '/api/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in methods on offer: { google } is false when Google sign-in is not configured',
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => {
      const context = await auth.$context;
      return { google: context.socialProviders.some((provider) => provider.id === 'google') };
    },
  );
};
