import { lazy, memo, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/ui/logo";
import { OPEN_PREFERENCES_EVENT } from "#app/features/consent/events";
import { SITE_URL } from "./site";
import { FollowUs, roundIcon } from "./follow-us";
import { ShareServiceLink } from "./share-service-link";
import { SHARE_TEXT, socialShareLinks } from "./social-share";

// The contact form runs on the form library, which is too heavy for every public page's first
// load (docs/ARCHITECTURE.md, Budgets: 150 KB). It is part of the prerendered page all the same
// (the prerender waits for it), and its script is fetched as the page hydrates, not before.
const ContactForm = lazy(() =>
  import("#app/features/contact/contact-form").then((m) => ({ default: m.ContactForm })),
);
// Memoized, so the footer's own updates never reach the form while it is still the page's HTML:
// a boundary updated before its script has come is dropped and drawn again from nothing, which
// would take the field a person is typing in from under them.
const LazyContactForm = memo(function LazyContactForm() {
  return (
    <Suspense>
      <ContactForm />
    </Suspense>
  );
});

const FOUNDERS_MAILTO = "mailto:founders@lifescript.app";
const CAREERS_MAILTO = "mailto:founders@lifescript.app?subject=Careers";

const linkClasses = "rounded text-[15px] text-paper/75 transition-colors hover:text-paper";

function FooterHeading({ children }: { children: React.ReactNode }) {
  return (
    <h2 className="mb-4 text-xs font-semibold tracking-[0.14em] text-gold uppercase">{children}</h2>
  );
}

export function SiteFooter() {
  // The share links point at wherever this site is served; the public address until hydrated.
  const [siteUrl, setSiteUrl] = useState(SITE_URL);
  useEffect(() => setSiteUrl(window.location.origin), []);

  return (
    <footer className="on-dark border-t border-paper/10 bg-night text-paper">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-12 px-5 pt-16 pb-10 sm:px-8 lg:grid-cols-[1.3fr_1fr_1fr_1.6fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo tone="paper" />
          <p className="mt-4 text-[15px] leading-relaxed text-paper/75">
            Lifescript transforms your life story into a professional screenplay, one remembered
            moment at a time.
          </p>
          <p className="mt-5 text-[15px] text-paper/75">
            Write to the founders:{" "}
            <a
              href={FOUNDERS_MAILTO}
              className="rounded font-medium text-paper underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
            >
              founders@lifescript.app
            </a>
          </p>
        </div>

        <nav aria-labelledby="footer-product">
          <FooterHeading>
            <span id="footer-product">Product</span>
          </FooterHeading>
          <ul className="grid gap-3">
            <li>
              <Link to="/templates" className={linkClasses}>
                Templates
              </Link>
            </li>
            <li>
              <Link to="/collection" className={linkClasses}>
                Collection
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={linkClasses}>
                Pricing
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <FooterHeading>
            <span id="footer-company">Company</span>
          </FooterHeading>
          <ul className="grid gap-3">
            <li>
              <Link to="/about" className={linkClasses}>
                About
              </Link>
            </li>
            <li>
              <a href={CAREERS_MAILTO} className={linkClasses}>
                Career
              </a>
            </li>
            <li>
              <Link to="/privacy" className={linkClasses}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClasses}>
                Terms
              </Link>
            </li>
            <li>
              <a
                aria-disabled="true"
                role="link"
                className="cursor-not-allowed text-[15px] text-paper/45"
              >
                Blog
              </a>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-share" className="col-span-2 lg:col-span-1">
          <FooterHeading>
            <span id="footer-share">Share Lifescript</span>
          </FooterHeading>
          <ul className="flex flex-wrap gap-2">
            {socialShareLinks(siteUrl).map((link) => (
              <ShareServiceLink
                key={link.service}
                link={link}
                share={{ url: siteUrl, text: SHARE_TEXT }}
                verb="Share on"
                rel="noopener"
                className={roundIcon}
              />
            ))}
          </ul>
          <FollowUs />
        </section>
      </div>
      <section aria-labelledby="footer-contact" className="mx-auto max-w-6xl px-5 pb-14 sm:px-8">
        <div className="grid gap-8 rounded-3xl border border-paper/10 bg-paper/[0.04] p-6 sm:p-8 lg:grid-cols-[0.8fr_1.2fr] lg:gap-12">
          <div>
            <FooterHeading>
              <span id="footer-contact">Contact</span>
            </FooterHeading>
            <p className="font-display text-2xl leading-snug font-semibold text-paper sm:text-3xl">
              A question, an idea, a story you want to tell?
            </p>
            <p className="mt-3 text-[15px] leading-relaxed text-paper/75">
              A person on the team reads every message. Tell us what you are writing, what is
              missing, or what went wrong.
            </p>
          </div>
          <LazyContactForm />
        </div>
      </section>
      <div className="border-t border-paper/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-sm text-paper/60 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>© 2025 Lifescript</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <button
              type="button"
              onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}
              // The landing page's island opens the banner from this before React is up.
              data-open-consent=""
              className="rounded underline-offset-4 hover:text-paper hover:underline"
            >
              Cookie preferences
            </button>
            <Link
              to="/refund"
              className="rounded underline-offset-4 hover:text-paper hover:underline"
            >
              Refunds
            </Link>
            <Link
              to="/llmtext"
              className="rounded underline-offset-4 hover:text-paper hover:underline"
            >
              For AI assistants
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
