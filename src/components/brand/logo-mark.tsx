/** The TPF mark: a highway running into a rising sun. Decorative; pair it with the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b2545" />
      <path d="M20 29a12 12 0 0 1 24 0Z" fill="#f2a900" />
      <path d="M28.25 29.5h7.5l18 29.25h-43.5Z" fill="#1d3a66" />
      <path d="M31.5 32.75h1v4.5h-1Zm-.375 7h1.75v6.5h-1.75Zm-.5 9.25h2.75v8.75h-2.75Z" fill="#f2a900" />
      <rect x="7.5" y="28.5" width="49" height="1.25" rx="0.625" fill="#f2a900" />
    </svg>
  );
}
