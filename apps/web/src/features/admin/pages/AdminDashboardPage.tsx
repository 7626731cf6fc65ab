import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "../../../components/ui/Container";
import { BankIcon, MailIcon } from "../../../components/ui/icons";
import { PageHeading } from "../../../components/ui/PageHeading";
import { useMe } from "../../auth";
import {
  BookPlusIcon,
  ChartIcon,
  ClockIcon,
  DocumentPlusIcon,
  DocumentsIcon,
  GridIcon,
  InboxIcon,
  PeopleIcon,
  SendIcon,
  SettingsIcon,
} from "../components/adminIcons";
import { OperatorPrompt } from "../components/settings/OperatorPrompt";

/** A gift box, for the Rewards tile (issue 41). */
function GiftIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <rect x="4" y="10" width="16" height="10" rx="1" />
      <path d="M3 7h18v3H3zM12 7v13M12 7C10 3 6 4 7 6.5S12 7 12 7c2-4 6-3 5-.5S12 7 12 7" />
    </svg>
  );
}

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const tiles: Tile[] = [
  {
    to: "/admin/rewards",
    title: "Rewards",
    text: "Perks for FinStars: codes, stock, redemptions and the review queue.",
    icon: <GiftIcon className="size-6" />,
  },
  {
    to: "/admin/courses/add",
    title: "Add New Course",
    text: "Start a course: title, description, length and a thumbnail.",
    icon: <BookPlusIcon className="size-6" />,
  },
  {
    to: "/admin/articles/add",
    title: "Add New Article",
    text: "Write an article for the Articles page.",
    icon: <DocumentPlusIcon className="size-6" />,
  },
  {
    to: "/admin/courses",
    title: "View All Courses",
    text: "Edit courses, and their modules and cards.",
    icon: <GridIcon className="size-6" />,
  },
  {
    to: "/admin/articles",
    title: "View All Articles",
    text: "Read, edit, share or delete articles and drafts.",
    icon: <DocumentsIcon className="size-6" />,
  },
  {
    to: "/admin/newsletters",
    title: "Send Newsletter",
    text: "Email every subscriber a newsletter.",
    icon: <SendIcon className="size-6" />,
  },
  {
    to: "/admin/schemes",
    title: "Schemes",
    text: "Keep the savings-scheme pages current: rates, as-of dates, sources and tags.",
    icon: <BankIcon className="size-6" />,
  },
  {
    to: "/admin/freshness",
    title: "Freshness",
    text: "Cards, articles and scheme rates past their window: mark them still true, or edit them.",
    icon: <ClockIcon className="size-6" />,
  },
  {
    to: "/admin/outbox",
    title: "Mail outbox",
    text: "Read the emails the app has sent, such as password-reset links.",
    icon: <MailIcon className="size-6" />,
  },
  {
    to: "/admin/messages",
    title: "Messages",
    text: "Read feedback, with its rating averages, and contact messages; mark them handled.",
    icon: <InboxIcon className="size-6" />,
  },
  {
    to: "/admin/analytics",
    title: "Analytics",
    text: "Where learners stop in each course, how they answer each question, and how articles are read and rated.",
    icon: <ChartIcon className="size-6" />,
  },
  {
    to: "/admin/facilitators",
    title: "Facilitators",
    text: "Give people the Facilitator role, to run classes for a school, college, employer, bank or NGO.",
    icon: <PeopleIcon className="size-6" />,
  },
  // The spec's "Settings (Coming Soon)" tile, enabled by the issue that built the settings.
  {
    to: "/admin/settings",
    title: "Settings",
    text: "Who runs the site, support and grievance contacts, the footer's social links, and the team on /about.",
    icon: <SettingsIcon className="size-6" />,
  },
];

const tileClasses =
  "flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const iconClasses = "inline-flex size-12 shrink-0 items-center justify-center rounded-xl";

/** Admin home (spec section 2): welcome line, the authoring tiles, and a link back to /home. */
export function AdminDashboardPage() {
  const { user } = useMe();
  return (
    <Container>
      <PageHeading title="Admin Dashboard" subtitle={`Welcome, ${user?.name || "Admin"}!`}>
        <Link to="/home" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Go to Home
        </Link>
      </PageHeading>
      <OperatorPrompt />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className={`${tileClasses} group transition hover:border-brand-300 hover:shadow-md`}
            >
              <span
                className={`${iconClasses} bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-100`}
              >
                {tile.icon}
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900">{tile.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
