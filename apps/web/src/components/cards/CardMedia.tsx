import { useTranslation } from "react-i18next";
import type { CardContent } from "./types";

/** The picture, video or audio of a card (text and question cards have none). */
export function CardMedia({ card }: { card: CardContent }) {
  const { t } = useTranslation("courses");
  const name = card.content_title || card.title;
  if (card.content_type === "image" && card.image_url) {
    return (
      <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <img src={card.image_url} alt={name} className="mx-auto h-auto max-h-[28rem] w-full object-contain" />
      </figure>
    );
  }
  if (card.content_type === "video" && card.video_url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: authored videos carry no caption track yet; the card text follows.
      <video
        controls
        preload="metadata"
        playsInline
        src={card.video_url}
        aria-label={name}
        className="aspect-video w-full rounded-2xl bg-slate-900"
      >
        <a href={card.video_url}>{t("card.downloadVideo")}</a>
      </video>
    );
  }
  if (card.content_type === "audio" && card.audio_url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: authored audio carries no caption track yet; the card text follows.
      <audio controls preload="metadata" src={card.audio_url} aria-label={name} className="w-full">
        <a href={card.audio_url}>{t("card.downloadAudio")}</a>
      </audio>
    );
  }
  return null;
}
