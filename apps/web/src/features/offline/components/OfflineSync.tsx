import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { rememberUser } from "../../../lib/offline/deviceSession";
import { useOnline } from "../../../lib/offline/network";
import { useOutbox } from "../../../lib/offline/outbox";
import { useMe } from "../../auth";

// The replay pulls in the course and article calls: loaded only when something is queued.
const flush = (client: QueryClient, who: string) =>
  import("../sync").then(({ flushOutbox }) => flushOutbox(client, who)).catch(() => undefined);

/** While something is queued and the browser says it is online, try again this often (lie-fi, a 503). */
export const RETRY_MS = 30_000;

/**
 * Sends the learner's outbox whenever it can: at start, when the connection returns, when something
 * is queued while online, and every RETRY_MS while anything waits. Also keeps the signed-in learner
 * remembered on the device, however they came to be signed in (the sign-in form sets the profile
 * without asking /session again), so the app opened offline is still theirs. Renders nothing.
 */
export function OfflineSync() {
  const client = useQueryClient();
  const { user } = useMe();
  const who = user?.sub ?? null;
  const online = useOnline();
  const count = useOutbox(who).length;
  const wasOnline = useRef(online);

  // Only a learner is written here: signing out forgets the device's data itself (clearOfflineData).
  useEffect(() => {
    if (user) void rememberUser(user);
  }, [user]);

  useEffect(() => {
    if (!who || !online || count === 0) return;
    void flush(client, who);
    const timer = setInterval(() => void flush(client, who), RETRY_MS);
    return () => clearInterval(timer);
  }, [client, who, online, count]);

  // Back online: what the pages show came from the device; the server's answers replace it.
  useEffect(() => {
    if (online && !wasOnline.current) {
      void client.invalidateQueries({ queryKey: ["learning"] });
      void client.invalidateQueries({ queryKey: ["articles"] });
      if (who) void client.invalidateQueries({ queryKey: ["home", who] });
    }
    wasOnline.current = online;
  }, [client, online, who]);

  return null;
}
