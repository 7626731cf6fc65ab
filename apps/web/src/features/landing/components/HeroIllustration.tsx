/** Decorative hero art: a learning card, rising savings and a rupee coin. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 360 300" aria-hidden="true" focusable="false" className="h-auto w-full max-w-md">
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d3f5ea" />
          <stop offset="1" stopColor="#a9e9d7" />
        </linearGradient>
      </defs>
      <circle cx="190" cy="150" r="130" fill="url(#hero-bg)" />
      <rect x="78" y="62" width="170" height="190" rx="18" fill="#ffffff" stroke="#13665b" strokeWidth="3" />
      <rect x="98" y="84" width="92" height="10" rx="5" fill="#13665b" />
      <rect x="98" y="104" width="128" height="8" rx="4" fill="#a9e9d7" />
      <rect x="98" y="120" width="110" height="8" rx="4" fill="#a9e9d7" />
      <rect x="98" y="196" width="20" height="36" rx="4" fill="#72d6bf" />
      <rect x="128" y="180" width="20" height="52" rx="4" fill="#3dbaa2" />
      <rect x="158" y="162" width="20" height="70" rx="4" fill="#1f9e88" />
      <rect x="188" y="142" width="20" height="90" rx="4" fill="#13665b" />
      <path
        d="M100 178 L138 160 L168 142 L214 120"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M202 116 L216 119 L211 132"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="268" cy="214" r="40" fill="#fbbf24" stroke="#b45309" strokeWidth="3" />
      <text x="268" y="230" textAnchor="middle" fontSize="44" fontWeight="700" fill="#78350f">
        ₹
      </text>
      <path
        d="M286 70 l5 10 11 1.6 -8 7.8 1.9 11 -9.9 -5.2 -9.9 5.2 1.9 -11 -8 -7.8 11 -1.6z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
