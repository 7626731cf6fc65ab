import type { ContactItem } from "../../messages-api";
import { MessageCard } from "./MessageCard";

/** One contact message: name, email (to reply), when, the message, Handled. */
export function ContactCard({ item, page }: { item: ContactItem; page: number }) {
  return (
    <MessageCard kind="contact" item={item} page={page}>
      <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{item.message}</p>
    </MessageCard>
  );
}
