/** Decorative: a magnifier over lines of text whose words glow by weight. Drawn for Shobdo. */
export function ResultsIllustration() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden className="h-auto w-full max-w-[220px]">
      <rect x="20" y="30" width="130" height="150" rx="12" fill="#0f172a" stroke="#334155" strokeWidth="2" />
      <rect x="36" y="52" width="40" height="9" rx="4" fill="#f43f5e" opacity="0.85" />
      <rect x="82" y="52" width="52" height="9" rx="4" fill="#475569" />
      <rect x="36" y="74" width="26" height="9" rx="4" fill="#475569" />
      <rect x="68" y="74" width="44" height="9" rx="4" fill="#f43f5e" opacity="0.5" />
      <rect x="36" y="96" width="60" height="9" rx="4" fill="#38bdf8" opacity="0.6" />
      <rect x="102" y="96" width="32" height="9" rx="4" fill="#475569" />
      <rect x="36" y="118" width="34" height="9" rx="4" fill="#475569" />
      <rect x="76" y="118" width="30" height="9" rx="4" fill="#f43f5e" opacity="0.3" />
      <rect x="36" y="140" width="70" height="9" rx="4" fill="#475569" />
      <circle cx="132" cy="112" r="34" fill="#10b981" opacity="0.12" stroke="#34d399" strokeWidth="6" />
      <path d="M156 136l26 26" stroke="#34d399" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M116 112l10 10 20-22"
        stroke="#6ee7b7"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
