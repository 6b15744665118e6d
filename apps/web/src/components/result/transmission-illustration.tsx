import { BRAND } from '../../theme';

/** Neutral stand-in for a transmission without a picture: a gearbox with its shafts and gears. */
export function TransmissionIllustration() {
  return (
    <svg
      viewBox="0 0 240 140"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ maxWidth: 260 }}
    >
      <rect
        x="46"
        y="34"
        width="132"
        height="76"
        rx="12"
        fill="#dbe4ee"
        stroke={BRAND.navy}
        strokeWidth="3"
      />
      <rect
        x="18"
        y="60"
        width="30"
        height="24"
        rx="4"
        fill="#c3d1df"
        stroke={BRAND.navy}
        strokeWidth="3"
      />
      <rect
        x="176"
        y="64"
        width="46"
        height="16"
        rx="4"
        fill="#c3d1df"
        stroke={BRAND.navy}
        strokeWidth="3"
      />
      <g fill="none" stroke={BRAND.navy} strokeWidth="3">
        <circle cx="92" cy="72" r="22" />
        <circle cx="92" cy="72" r="7" />
        <circle cx="138" cy="72" r="15" />
        <circle cx="138" cy="72" r="5" />
      </g>
      <g stroke={BRAND.navy} strokeWidth="5" strokeLinecap="round">
        <path d="M92 46v-6M92 104v-6M66 72h-6M124 72h-6M74 54l-4-4M110 90l4 4M74 90l-4 4M110 54l4-4" />
        <path d="M138 53v-4M138 95v-4M157 72h4" />
      </g>
      <circle cx="200" cy="72" r="5" fill={BRAND.amber} />
    </svg>
  );
}
