import { Link } from "react-router";
import { NewsletterBox } from "../../features/newsletter/components/NewsletterBox";
import { Logo } from "./Logo";
import { SocialLinks } from "./SocialLinks";

const linkGroups = [
  {
    title: "Learn",
    links: [
      { to: "/courses", label: "Courses" },
      { to: "/articles", label: "Articles" },
      { to: "/fin-tools", label: "FinTools" },
    ],
  },
  {
    title: "Arthshala",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/help", label: "Help & Support" },
      { to: "/contact", label: "Contact Us" },
      { to: "/feedback", label: "Feedback" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/termsofservice", label: "Terms of Service" },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_2fr] lg:grid-cols-[1fr_2fr_1.3fr]">
        <div>
          <Logo />
          <p className="mt-3 font-medium text-slate-700">Financial Education made Easy</p>
          <SocialLinks />
        </div>

        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {linkGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-slate-700 hover:text-brand-800 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <NewsletterBox className="md:col-span-2 lg:col-span-1" />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Arthshala. Free financial education for young people in India.
        </p>
      </div>
    </footer>
  );
}
