import { useEffect, useState } from "react";
import { Icon } from "../Icon/Icon";
import type { Notice } from "../../lib/useSchemaForm";
import classes from "./FormNotice.module.css";

export type { Notice, NoticeText } from "../../lib/useSchemaForm";

/**
 * The toast a lead form shows after sending (docs/product.md, Messages): top right over the page, announced at once (role alert),
 * closed by its button or after `autoClose` ms while neither the pointer nor keyboard focus rests on it.
 */
export function FormNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <div className={classes.region}>
      <NoticeCard key={notice.id} notice={notice} onClose={onClose} />
    </div>
  );
}

function NoticeCard({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const [paused, setPaused] = useState(false);

  // Counts down afresh whenever neither the pointer nor focus is on the card.
  useEffect(() => {
    if (paused) return undefined;
    const closing = setTimeout(onClose, notice.autoClose);
    return () => clearTimeout(closing);
  }, [notice.autoClose, paused, onClose]);

  return (
    <div
      role="alert"
      className={classes.notice}
      data-tone={notice.tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={classes.text}>
        <p className={classes.title}>{notice.title}</p>
        <p className={classes.message}>{notice.message}</p>
      </div>
      <button type="button" className={classes.close} aria-label="Dismiss notification" onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
