/** The company profile of an employer user (spec section 3). Visible to every signed-in user. */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { fileLinkSchema, webLinkSchema } from './web-link.ts';

/** The employer (company profile) document. */
export const employerSchema = z.object({
  id: idSchema,
  userId: idSchema,
  companyName: z.string().max(200),
  industry: z.string().max(100),
  companySize: z.string().max(20),
  location: z.string().max(200),
  website: webLinkSchema(500, M.websiteInvalid).optional(),
  description: z.string().max(5000),
  logoUrl: fileLinkSchema(1000).optional(),
  contactName: z.string().max(200).optional(),
  contactEmail: z.string().max(254).optional(),
  contactPhone: z.string().max(32).optional(),
  linkedinUrl: webLinkSchema(500).optional(),
  /** Set by the server when the company's e-mail domain is verified. */
  isVerified: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Employer = z.infer<typeof employerSchema>;
