/** The last part of a page's address as staff choose it: lowercase words joined by single hyphens. */
import { z } from "zod";

export const slugSchema = z
  .string()
  .max(80, "At most 80 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens");
