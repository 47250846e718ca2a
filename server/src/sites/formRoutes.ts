/** Dynamic forms of server-built pages: every submission is kept, and the shop is emailed when asked. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customFormRequestSchema, customFormResponseSchema, formSubmittedMessage, webAddressSchema } from '@storefront/shared/contracts';
import { formSubmissions } from '../db/schema';
import { errorResponses } from '../http/openapi';

export async function formRoutes(app: FastifyInstance) {
  const { db, outbox } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/webui/create',
    {
      schema: {
        tags: ['pages'],
        summary: "Submit a dynamic form; with emailactivation 1 the shop's address is emailed the answers",
        body: customFormRequestSchema,
        response: { 200: customFormResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const { emailactivation, formtype, formdata } = request.body;
      const website = request.website;
      await db.insert(formSubmissions).values({
        websiteId: website.id,
        formtype,
        formdata,
        emailActivation: emailactivation === 1,
        userId: request.user?.id ?? null,
      });

      const address = webAddressSchema.safeParse(website.address);
      const shopEmail = address.success ? address.data.email : '';
      if (emailactivation === 1 && shopEmail) {
        const answers = Object.entries(formdata).map(([field, value]) => `${field}: ${String(value)}`);
        const sender = request.user ? [`Signed-in shopper: ${request.user.name} <${request.user.email}>, ${request.user.phone}`] : [];
        await outbox.send({
          websiteId: website.id,
          channel: 'email',
          recipient: shopEmail,
          subject: `${website.name}: new ${formtype.replace(/\s+/g, ' ')} submission`,
          body: [`A visitor submitted the ${formtype} form.`, '', ...answers, ...(sender.length ? ['', ...sender] : [])].join('\n'),
        });
      }
      return { success: true as const, message: formSubmittedMessage(formtype) };
    },
  );
}
