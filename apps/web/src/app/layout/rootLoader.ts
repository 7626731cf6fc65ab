import { ensureMe } from "../../features/auth";
import { unseenQuery } from "../../features/notifications";
import { ensure, pageLoader } from "../../lib/route-data";
import { siteSettingsQuery } from "../../lib/site";
import { isLessonPath } from "./lessonRoutes";

/**
 * What the frame around every page shows: who is signed in, the bell's dot and the footer's links (a
 * lesson has no footer).
 */
export const rootLoader = pageLoader(async (client, { request }) => {
  const footer = !isLessonPath(new URL(request.url).pathname);
  const [me] = await Promise.all([ensureMe(client), footer && ensure(client, siteSettingsQuery)]);
  if (me) await ensure(client, unseenQuery(me.sub));
});
