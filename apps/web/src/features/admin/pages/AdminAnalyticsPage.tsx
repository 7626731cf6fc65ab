import { AnalyticsBoard, EnglishOnly } from "../../analytics";
import { AdminPage } from "../components/AdminPage";

/**
 * /admin/analytics: every course and article over a period (issue 40). English, as the rest of the admin
 * area; counts of learners only.
 */
export function AdminAnalyticsPage() {
  return (
    <EnglishOnly>
      <AdminPage
        crumbs={[{ label: "Analytics" }]}
        title="Analytics"
        subtitle="What learners did in a period of India days: where they stop in each course, how they answer each question, and how articles are read and rated. Counts of learners only, never names."
      >
        <AnalyticsBoard scope={null} withArticles top={() => null} />
      </AdminPage>
    </EnglishOnly>
  );
}
