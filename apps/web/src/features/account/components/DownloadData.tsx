import { buttonClasses } from "../../../components/ui/Button";
import { EXPORT_URL } from "../api";

/** "Download my data": one JSON file with everything stored about the learner (DPDP Act, section 11). */
export function DownloadData() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        One file (JSON) with everything Arthshala stores about you: your profile, progress and answers,
        FinStars and FinScore history, streak, ratings, notifications, transactions, budgets and categories,
        messages you sent us, and your newsletter subscription.
      </p>
      <a href={EXPORT_URL} download className={buttonClasses({ variant: "secondary" })}>
        Download my data
      </a>
    </div>
  );
}
