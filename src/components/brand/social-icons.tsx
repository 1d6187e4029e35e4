import type { SVGProps } from "react";

/**
 * Simple line glyphs for the social profiles (the icon library carries no
 * brand marks). Same 24 px grid and stroke as the other icons.
 */
const base: SVGProps<SVGSVGElement> = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
};

function FacebookGlyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M15 5h-1.75A3.25 3.25 0 0 0 10 8.25V20" />
      <path d="M7 11.5h7.5" />
    </svg>
  );
}

function LinkedInGlyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M6.5 10v9" />
      <circle cx="6.5" cy="5.5" r="0.75" fill="currentColor" />
      <path d="M11 19v-9" />
      <path d="M11 14a3.5 3.5 0 0 1 7 0v5" />
    </svg>
  );
}

function YouTubeGlyph(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.25 5 2.75-5 2.75Z" fill="currentColor" />
    </svg>
  );
}

export const socialGlyphs = {
  Facebook: FacebookGlyph,
  LinkedIn: LinkedInGlyph,
  YouTube: YouTubeGlyph,
} as const;
