import path from "node:path";
import { apiErrorSchema } from "@arthshala/contracts/errors";
import { TEAM_SECTORS } from "@arthshala/contracts/feedback-rules";
import {
  siteSettingsSchema,
  type TeamMember,
  teamMemberFieldsSchema,
  teamMemberIdParam,
  teamMemberSchema,
} from "@arthshala/contracts/forms";
import { staticPageParams, staticPageSchema } from "@arthshala/contracts/pages";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { teamMembers } from "../../platform/db/schema.js";
import { CONTENT_DIR } from "../../platform/db/seed.js";
import { errorResponses, notFound } from "../../platform/http/errors.js";
import { MULTIPART_FORM, parseFields, readMultipartForm } from "../../platform/http/multipart-form.js";
import { fillPage, isStaticPage, PageFiles } from "./pages.js";
import { readSiteSettings, saveSiteSettings } from "./settings.js";

const errors = errorResponses(400, 401, 403, 404, 413, 415);
const multipartNote =
  "multipart/form-data: name, role, sector, sort_order, optional photo (image), remove_image";

function toMember(r: typeof teamMembers.$inferSelect): TeamMember {
  return {
    id: r.id,
    name: r.name,
    role: r.role,
    sector: r.sector as TeamMember["sector"],
    image_url: r.imageUrl,
    sort_order: r.sortOrder,
  };
}

/**
 * What the operator sets in admin Settings (spec section 2, the Settings tile): the contacts and links
 * the public pages show, and the team on /about. Nothing here is invented: empty until they fill it in.
 */
export async function registerSiteRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = () => readSiteSettings(app.db, app.config.SUPPORT_EMAIL);
  const listTeam = async () =>
    (await app.db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id)))
      .map(toMember)
      .sort((a, b) => TEAM_SECTORS.indexOf(a.sector) - TEAM_SECTORS.indexOf(b.sector));

  app.get(
    "/site",
    {
      config: { access: "public" },
      schema: {
        summary: "The operator's contacts and social links (legal pages, contact panel, footer)",
        response: { 200: siteSettingsSchema },
      },
    },
    async () => settings(),
  );

  const pageFiles = new PageFiles(path.join(CONTENT_DIR, "pages"), path.join(CONTENT_DIR, "hi", "pages"));
  app.get(
    "/pages/:name",
    {
      config: { access: "public" },
      schema: {
        summary:
          "A static page's Markdown (about, privacy-policy, terms-of-service), with the operator's details",
        params: staticPageParams,
        response: { 200: staticPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!isStaticPage(name)) throw notFound("This page does not exist.");
      const [page, site] = await Promise.all([pageFiles.read(name, request.locale), settings()]);
      return fillPage(page, site);
    },
  );

  app.get(
    "/team",
    {
      config: { access: "public" },
      schema: { summary: "Meet the Team, by sector (/about)", response: { 200: z.array(teamMemberSchema) } },
    },
    async () => listTeam(),
  );

  app.put(
    "/admin/settings",
    {
      config: { access: "admin" },
      schema: {
        summary: "Save the operator's contacts and social links (admin)",
        body: siteSettingsSchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => saveSiteSettings(app.db, request.body),
  );

  app.post(
    "/admin/team",
    {
      config: { access: "admin" },
      schema: {
        summary: `Add a team member (admin); ${multipartNote}`,
        consumes: MULTIPART_FORM,
        response: { 201: teamMemberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.storage, { photo: "image" });
      try {
        const f = parseFields(teamMemberFieldsSchema, form.fields);
        const [row] = await app.db
          .insert(teamMembers)
          .values({
            name: f.name,
            role: f.role,
            sector: f.sector,
            sortOrder: f.sort_order,
            imageUrl: form.files.photo?.url ?? null,
          })
          .returning();
        return reply.code(201).send(toMember(row!));
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.put(
    "/admin/team/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: `Edit a team member (admin); ${multipartNote}; the photo is kept unless replaced or removed`,
        consumes: MULTIPART_FORM,
        params: teamMemberIdParam,
        response: { 200: teamMemberSchema, ...errors },
      },
    },
    async (request) => {
      const [existing] = await app.db.select().from(teamMembers).where(eq(teamMembers.id, request.params.id));
      if (!existing) throw notFound("This team member does not exist.");
      const form = await readMultipartForm(request, app.storage, { photo: "image" });
      try {
        const f = parseFields(teamMemberFieldsSchema, form.fields);
        const photo = form.files.photo?.url;
        const [row] = await app.db
          .update(teamMembers)
          .set({
            name: f.name,
            role: f.role,
            sector: f.sector,
            sortOrder: f.sort_order,
            ...(photo ? { imageUrl: photo } : f.remove_image === "true" ? { imageUrl: null } : {}),
          })
          .where(eq(teamMembers.id, existing.id))
          .returning();
        if ((photo || f.remove_image === "true") && existing.imageUrl)
          await app.storage.remove(existing.imageUrl);
        return toMember(row!);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );

  app.delete(
    "/admin/team/:id",
    {
      config: { access: "admin" },
      schema: {
        summary: "Remove a team member and their photo (admin)",
        params: teamMemberIdParam,
        response: { 200: z.object({ id: z.number() }), ...errors },
      },
    },
    async (request) => {
      const [gone] = await app.db
        .delete(teamMembers)
        .where(eq(teamMembers.id, request.params.id))
        .returning();
      if (!gone) throw notFound("This team member does not exist.");
      if (gone.imageUrl) await app.storage.remove(gone.imageUrl);
      return { id: gone.id };
    },
  );
}
