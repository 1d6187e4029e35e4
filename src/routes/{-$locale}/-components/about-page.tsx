import { Clock, Mail, MapPin, MessageSquareText, Phone } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { CtaBand } from "../../../components/sections/cta-band";
import { FeatureGrid } from "../../../components/sections/feature-grid";
import { Stats } from "../../../components/sections/stats";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import type { AboutContent } from "../../../content/about";
import { company } from "../../../content/company";
import type { TeamMember } from "../../../features/team/queries";
import LeadershipTeamIsland from "../../../islands/leadership-team";
import styles from "./about.module.css";
import page from "./page.module.css";

/** About in either language: the route passes its edition's words and the team it loaded. */
export function AboutPageView({
  content,
  teamMembers,
}: {
  content: AboutContent;
  teamMembers: TeamMember[] | null;
}) {
  const locale = useLocale();
  const { header, story, mission, values, team, office } = content;
  const { address } = company;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />

      <Section>
        <div className={page.split}>
          <div className={page.prose}>
            <h2>{story.title}</h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={page.stack}>
            <figure className={styles.mission}>
              <figcaption className={styles.missionLabel}>{mission.label}</figcaption>
              <blockquote className={styles.missionText}>
                <p>{mission.text}</p>
              </blockquote>
            </figure>
          </div>
        </div>
      </Section>

      <Section tight tone="brand">
        <Stats items={content.stats} />
      </Section>

      <Section eyebrow={values.eyebrow} title={values.title} lead={values.lead} align="center">
        <FeatureGrid items={values.items} columns={4} />
      </Section>

      <Section tone="muted" eyebrow={team.eyebrow} title={team.title} lead={team.lead} align="center">
        <LeadershipTeamIsland teamMembers={teamMembers} locale={locale} />
      </Section>

      <Section eyebrow={office.eyebrow} title={office.title}>
        <div className={styles.office}>
          <div className={styles.officeCard}>
            <ul className={styles.contactList}>
              <li>
                <MapPin aria-hidden="true" />
                <address>
                  {company.fullName}
                  <br />
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </address>
              </li>
              <li>
                <Phone aria-hidden="true" />
                <span>
                  {office.call} <a href={company.phone.href}>{company.phone.display}</a>
                </span>
              </li>
              <li>
                <MessageSquareText aria-hidden="true" />
                <span>
                  {office.text} <a href={company.text.href}>{company.text.display}</a>
                </span>
              </li>
              <li>
                <Mail aria-hidden="true" />
                <a href={`mailto:${company.email.support}`}>{company.email.support}</a>
              </li>
              <li>
                <Clock aria-hidden="true" />
                <span>{office.hours}</span>
              </li>
            </ul>
          </div>
          <OfficeMap />
        </div>
      </Section>

      <CtaBand title={content.ctaTitle} />
    </>
  );
}

/** A stylised street grid with a pin: decoration beside the written address. */
function OfficeMap() {
  return (
    <svg className={styles.map} viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect width="480" height="300" rx="20" fill="#e3ebf5" />
      <g stroke="#ffffff" strokeWidth="14">
        <path d="M0 70h480M0 170h480M0 250h480M90 0v300M230 0v300M380 0v300" />
      </g>
      <path d="M0 120 480 40" stroke="#ffd062" strokeWidth="18" />
      <path d="M0 120 480 40" stroke="#f2a900" strokeWidth="2" strokeDasharray="12 10" />
      <g fill="#c6d5e8">
        <rect x="110" y="88" width="100" height="64" rx="6" />
        <rect x="250" y="186" width="110" height="48" rx="6" />
        <rect x="20" y="186" width="56" height="48" rx="6" />
        <rect x="400" y="90" width="60" height="64" rx="6" />
        <rect x="250" y="90" width="110" height="64" rx="6" fill="#0b2545" />
      </g>
      <g transform="translate(305 58)">
        <path d="M0 64C-22 38-30 24-30 12a30 30 0 0 1 60 0c0 12-8 26-30 52Z" fill="#0b2545" />
        <circle cy="12" r="11" fill="#f2a900" />
      </g>
      <text
        x="305"
        y="140"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="800"
        fill="#ffffff"
      >
        TPF
      </text>
    </svg>
  );
}
