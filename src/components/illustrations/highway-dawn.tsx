/**
 * The home hero's scene: a TPF tractor-trailer running a desert highway at
 * dawn. Pure inline SVG (no images from elsewhere, works offline); purely
 * decorative, so it is hidden from assistive technology.
 *
 * Proportions follow a real rig at 12 px per foot: a 53 ft trailer on a
 * sleeper tractor, wheels on the road line at y = GROUND.
 */
const GROUND = 820;
const WHEEL_R = 21;

function Wheel({ x }: { x: number }) {
  return (
    <g>
      <circle cx={x} cy={GROUND - WHEEL_R} r={WHEEL_R} fill="#05090f" />
      <circle cx={x} cy={GROUND - WHEEL_R} r={11} fill="#5d6b80" />
      <circle cx={x} cy={GROUND - WHEEL_R} r={4.5} fill="#1a2233" />
      <path
        d={`M${x - WHEEL_R + 3} ${GROUND - WHEEL_R - 8}a${WHEEL_R - 3} ${WHEEL_R - 3} 0 0 1 ${2 * (WHEEL_R - 3)} 0`}
        stroke="#ffd062"
        strokeOpacity="0.35"
        strokeWidth="2"
        fill="none"
      />
    </g>
  );
}

const stars: [number, number, number][] = [
  [80, 70, 1.6],
  [190, 140, 1.1],
  [320, 60, 1.3],
  [420, 180, 0.9],
  [560, 90, 1.4],
  [640, 210, 1],
  [760, 50, 1.2],
  [870, 150, 0.9],
  [980, 80, 1.1],
  [120, 250, 0.9],
  [300, 300, 1],
  [520, 280, 0.8],
  [1180, 60, 1],
  [1320, 130, 0.8],
  [1450, 40, 1.2],
  [1540, 170, 0.9],
  [700, 330, 0.8],
  [40, 380, 0.9],
];

export function HighwayDawn({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMaxYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#061427" />
          <stop offset="0.38" stopColor="#10305a" />
          <stop offset="0.6" stopColor="#33457a" />
          <stop offset="0.7" stopColor="#7a5a86" />
          <stop offset="0.76" stopColor="#d9825b" />
          <stop offset="0.8" stopColor="#f7b34a" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="1090" cy="660" r="640" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffd062" stopOpacity="0.95" />
          <stop offset="0.18" stopColor="#ffb347" stopOpacity="0.55" />
          <stop offset="0.5" stopColor="#e0784f" stopOpacity="0.18" />
          <stop offset="1" stopColor="#e0784f" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fffbe8" />
          <stop offset="0.6" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#ffbd2e" />
        </radialGradient>
        <linearGradient id="hero-plain" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2f5c" />
          <stop offset="1" stopColor="#0d1a36" />
        </linearGradient>
        <linearGradient id="hero-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#18223a" />
          <stop offset="1" stopColor="#070d1a" />
        </linearGradient>
        <radialGradient id="hero-sheen" cx="1090" cy="800" r="520" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffbd2e" stopOpacity="0.28" />
          <stop offset="1" stopColor="#ffbd2e" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-trailer" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#274b7d" />
          <stop offset="0.55" stopColor="#173561" />
          <stop offset="1" stopColor="#0e2446" />
        </linearGradient>
        <linearGradient id="hero-tractor" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffc94a" />
          <stop offset="0.6" stopColor="#f2a900" />
          <stop offset="1" stopColor="#b87a00" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd9a0" />
          <stop offset="0.5" stopColor="#7a5a86" />
          <stop offset="1" stopColor="#1d2c52" />
        </linearGradient>
        <linearGradient id="hero-chrome" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6edf5" />
          <stop offset="0.5" stopColor="#9fb0c6" />
          <stop offset="1" stopColor="#4b5a70" />
        </linearGradient>
        <linearGradient id="hero-beam" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff6d5" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff6d5" stopOpacity="0" />
        </linearGradient>
      </defs>

      {/* Sky, stars, sun */}
      <rect width="1600" height="900" fill="url(#hero-sky)" />
      <g fill="#ffffff">
        {stars.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} opacity={0.55} />
        ))}
      </g>
      <rect width="1600" height="900" fill="url(#hero-glow)" />
      <circle cx="1090" cy="662" r="62" fill="url(#hero-sun)" />

      {/* Mesas and hills */}
      <path
        d="M0 640 60 632 110 600 190 598 232 628 330 634 380 612 470 608 520 640 640 648 700 630 760 634 820 652 960 660 1000 672 1180 676 1240 656 1300 654 1330 630 1420 626 1460 648 1600 644 1600 700 0 700Z"
        fill="#4a3f73"
        opacity="0.85"
      />
      <path
        d="M0 676c90-16 170-20 260-10s150 18 240 8 170-22 260-14 140 20 240 20 160-12 250-12 180 10 350 4v48H0Z"
        fill="#2b2d5a"
      />
      <rect y="700" width="1600" height="100" fill="url(#hero-plain)" />

      {/* Power line receding along the road */}
      <g stroke="#0b1430" strokeWidth="3" opacity="0.85">
        <path d="M150 796V688M130 696h40" />
        <path d="M430 796V706M414 712h32" />
        <path d="M640 796V718M628 723h24" />
      </g>
      <path
        d="M130 697C260 720 330 716 414 713S560 725 628 724"
        stroke="#0b1430"
        strokeWidth="1.5"
        fill="none"
        opacity="0.7"
      />

      {/* Road */}
      <rect y="790" width="1600" height="110" fill="url(#hero-road)" />
      <rect y="790" width="1600" height="110" fill="url(#hero-sheen)" />
      <rect y="793" width="1600" height="3" fill="#ffffff" opacity="0.5" />
      <g fill="#ffffff" opacity="0.7">
        {Array.from({ length: 14 }, (_, index) => (
          <rect key={index} x={index * 120 - 20} y="858" width="72" height="6" rx="2" />
        ))}
      </g>
      <rect y="890" width="1600" height="10" fill="#f2a900" opacity="0.55" />

      {/* The rig (trailer and tractor). Its bumper stays well inside the right edge: phones crop and zoom
          the scene from there (src/routes/{-$locale}/-components/home-hero.module.css). */}
      <g transform="translate(20 0)">
        <g id="hero-rig">
          {/* Speed streaks behind the rig */}
          <g stroke="#ffd062" strokeLinecap="round" opacity="0.22" strokeWidth="2.5">
            <path d="M330 690h200M390 720h150M300 752h230" />
          </g>

          {/* Shadow */}
          <ellipse cx="1060" cy="821" rx="470" ry="9" fill="#000000" opacity="0.5" />

          {/* Trailer: 53 ft */}
          <g>
            <rect x="610" y="656" width="646" height="118" rx="5" fill="url(#hero-trailer)" />
            <g stroke="#ffffff" strokeOpacity="0.06" strokeWidth="2">
              {Array.from({ length: 26 }, (_, index) => (
                <path key={index} d={`M${636 + index * 24} 660v110`} />
              ))}
            </g>
            <path
              d="M614 656h638"
              stroke="#ffd062"
              strokeWidth="3"
              strokeOpacity="0.85"
              strokeLinecap="round"
            />
            <rect x="610" y="742" width="646" height="9" fill="#f2a900" />
            <rect x="610" y="751" width="646" height="3" fill="#ffd062" opacity="0.6" />
            <g transform="translate(700 676)">
              <rect width="50" height="50" rx="11" fill="#0b2545" />
              <path d="M15.6 22.7a9.4 9.4 0 0 1 18.8 0Z" fill="#f2a900" />
              <path d="M22.1 23h5.8l14.1 22.9H8Z" fill="#1d3a66" />
              <path d="M24.6 25.6h.8v3.5h-.8Zm-.3 5.5h1.4v5.1h-1.4Zm-.4 7.2h2.2v6.8h-2.2Z" fill="#f2a900" />
              <rect x="5.9" y="22.3" width="38.3" height="1" fill="#f2a900" />
            </g>
            <text
              x="766"
              y="716"
              fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
              fontSize="46"
              fontWeight="900"
              fill="#ffffff"
              letterSpacing="2"
            >
              TPF
            </text>
            <text
              x="768"
              y="735"
              fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
              fontSize="13"
              fontWeight="700"
              fill="#c6d5e8"
              letterSpacing="3.2"
            >
              TRUCKERS PREFERRED FUNDING
            </text>
            <rect x="610" y="656" width="10" height="118" fill="#0a1a33" />
            <rect x="612" y="756" width="6" height="12" rx="1" fill="#ff4d3d" />
            <g fill="#ffbd2e">
              {[640, 800, 960, 1120, 1240].map((x) => (
                <circle key={x} cx={x} cy="770" r="3" />
              ))}
              <circle cx="616" cy="662" r="3" />
              <circle cx="1250" cy="662" r="3" />
            </g>
            <rect x="800" y="774" width="330" height="20" rx="2" fill="#0a1730" />
            <path d="M1170 774v26M1182 774v26" stroke="#2a3850" strokeWidth="5" />
            <rect x="660" y="774" width="110" height="10" fill="#0a1730" />
            <rect x="646" y="784" width="10" height="24" rx="2" fill="#05090f" />
          </g>
          <Wheel x={690} />
          <Wheel x={740} />

          {/* Tractor: sleeper cab, long hood */}
          <g>
            <rect x="1190" y="778" width="300" height="14" rx="3" fill="#0b1324" />
            <path d="M1262 786V700c0-26 16-44 42-44h40v130Z" fill="url(#hero-tractor)" />
            <path
              d="M1266 700c0-24 15-40 38-40h36"
              stroke="#fff1c2"
              strokeWidth="2.5"
              fill="none"
              opacity="0.8"
            />
            <rect x="1282" y="708" width="28" height="18" rx="4" fill="url(#hero-glass)" />
            <path
              d="M1342 786V690c0-6 4-10 10-10h34c8 0 13 4 16 11l16 39h46c20 0 34 12 36 30l2 26Z"
              fill="url(#hero-tractor)"
            />
            <path d="M1356 692h30c5 0 8 3 10 7l13 31h-53Z" fill="url(#hero-glass)" />
            <path
              d="M1356 692h30c5 0 8 3 10 7"
              stroke="#fff1c2"
              strokeWidth="1.5"
              fill="none"
              opacity="0.8"
            />
            <path d="M1342 742h76" stroke="#8a5700" strokeWidth="2" opacity="0.5" />
            <path d="M1408 700v86" stroke="#8a5700" strokeWidth="1.5" opacity="0.45" />
            <rect x="1420" y="704" width="7" height="22" rx="2" fill="#1a2233" />
            <path d="M1480 744h16v40h-16Z" fill="url(#hero-chrome)" />
            <g stroke="#4b5a70" strokeWidth="1.5">
              <path d="M1484 748v32M1489 748v32M1494 748v32" />
            </g>
            <ellipse cx="1497" cy="762" rx="5" ry="7" fill="#fff6d5" />
            <rect x="1486" y="786" width="22" height="14" rx="3" fill="url(#hero-chrome)" />
            <rect x="1338" y="640" width="7" height="62" rx="3" fill="url(#hero-chrome)" />
            <rect x="1298" y="778" width="44" height="22" rx="10" fill="url(#hero-chrome)" />
            <circle cx="1445" cy="742" r="2.5" fill="#ffbd2e" />
            <circle cx="1268" cy="710" r="2.5" fill="#ffbd2e" />
          </g>
          <Wheel x={1222} />
          <Wheel x={1270} />
          <Wheel x={1452} />
        </g>
        {/* Headlight beam, out to the edge of the scene */}
        <path d="M1502 756 1580 736v70l-78-36Z" fill="url(#hero-beam)" />
      </g>

      {/* Foreground verge */}
      <path
        d="M0 900v-7c40-4 60-12 84-6s44-9 76-3 52-9 92-2 62-6 100 0 70-8 112-2 80-9 122-2 62-4 100 0 88-8 130-2 70-6 110 0 80-8 122-2 68-4 108 0 62-8 100-2 86-6 120 0 62-4 144-2 50-6 80 0V900Z"
        fill="#040a15"
      />
      <rect y="897" width="1600" height="3" fill="#040a15" />
    </svg>
  );
}
